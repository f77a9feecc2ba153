#include "gui/game/timecontroleditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace arbiter::gui {

TimeControlEditor::TimeControlEditor(QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_kind = new QComboBox(this);
    m_kind->addItems(
        {tr("Clock: moves / time + increment"), tr("Fixed time per move"), tr("No clock")});
    m_moves = new QSpinBox(this);
    m_moves->setRange(0, 500);
    m_moves->setSpecialValueText(tr("whole game"));
    m_minutes = new QDoubleSpinBox(this);
    m_minutes->setRange(0.05, 600);
    m_minutes->setDecimals(2);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setValue(5);
    m_increment = new QDoubleSpinBox(this);
    m_increment->setRange(0, 600);
    m_increment->setDecimals(1);
    m_increment->setSuffix(tr(" s"));
    m_increment->setValue(3);
    m_moveTime = new QDoubleSpinBox(this);
    m_moveTime->setRange(0.01, 3600);
    m_moveTime->setDecimals(2);
    m_moveTime->setSuffix(tr(" s"));
    m_moveTime->setValue(2);
    m_depth = new QSpinBox(this);
    m_depth->setRange(0, 200);
    m_depth->setSpecialValueText(tr("no limit"));
    m_nodes = new QSpinBox(this);
    m_nodes->setRange(0, 2000000000);
    m_nodes->setSingleStep(10000);
    m_nodes->setSpecialValueText(tr("no limit"));
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Moves per period:"), m_moves);
    form->addRow(tr("Time:"), m_minutes);
    form->addRow(tr("Increment:"), m_increment);
    form->addRow(tr("Time per move:"), m_moveTime);
    form->addRow(tr("Depth (engines):"), m_depth);
    form->addRow(tr("Nodes (engines):"), m_nodes);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TimeControlEditor::updateEnabled);
    updateEnabled();
}

void TimeControlEditor::setFieldNames(const QString& prefix) {
    const std::pair<QWidget*, const char*> fields[] = {
        {m_kind, "Kind"},           {m_moves, "Moves"},       {m_minutes, "Time"},
        {m_increment, "Increment"}, {m_moveTime, "MoveTime"}, {m_depth, "Depth"},
        {m_nodes, "Nodes"}};
    for (const auto& [widget, name] : fields)
        widget->setObjectName(prefix + QString::fromLatin1(name));
}

void TimeControlEditor::updateEnabled() {
    const int kind = m_kind->currentIndex();
    m_moves->setEnabled(kind == Clock);
    m_minutes->setEnabled(kind == Clock);
    m_increment->setEnabled(kind == Clock);
    m_moveTime->setEnabled(kind == PerMove);
}

TimeControl TimeControlEditor::timeControl() const {
    TimeControl tc;
    switch (m_kind->currentIndex()) {
    case Clock: {
        // Built through the cutechess-style text so the parser's rules apply.
        QString text = QString::number(m_minutes->value() * 60, 'f', 3);
        if (m_moves->value() > 0)
            text = QString::number(m_moves->value()) + QLatin1Char('/') + text;
        if (m_increment->value() > 0)
            text += QLatin1Char('+') + QString::number(m_increment->value(), 'f', 1);
        TimeControl::parse(text.toStdString(), tc, nullptr);
        break;
    }
    case PerMove: tc = TimeControl::perMove(qRound64(m_moveTime->value() * 1000)); break;
    default: tc = TimeControl::infinite(); break;
    }
    tc.setDepthLimit(m_depth->value());
    tc.setNodeLimit(m_nodes->value());
    return tc;
}

void TimeControlEditor::setTimeControl(const TimeControl& tc) {
    switch (tc.mode()) {
    case TimeControl::Mode::Clock:
    case TimeControl::Mode::Hourglass:
        m_kind->setCurrentIndex(Clock);
        m_moves->setValue(tc.movesPerPeriod());
        m_minutes->setValue(tc.timeMs() / 60000.0);
        m_increment->setValue(tc.incrementMs() / 1000.0);
        break;
    case TimeControl::Mode::PerMove:
        m_kind->setCurrentIndex(PerMove);
        m_moveTime->setValue(tc.moveTimeMs() / 1000.0);
        break;
    case TimeControl::Mode::Infinite: m_kind->setCurrentIndex(NoClock); break;
    }
    m_depth->setValue(tc.depthLimit());
    m_nodes->setValue(int(std::min<int64_t>(tc.nodeLimit(), 2000000000)));
    updateEnabled();
}

} // namespace arbiter::gui
