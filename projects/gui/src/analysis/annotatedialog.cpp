#include "gui/analysis/annotatedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::gui {

AnnotateDialog::AnnotateDialog(const EngineLibrary& engines, const PgnGame& game, QWidget* parent)
    : QDialog(parent), m_engines(engines), m_game(game) {
    setWindowTitle(tr("Analyse Game"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_engine = new QComboBox(this);
    m_engine->setObjectName(QStringLiteral("annotateEngine"));
    m_engine->addItems(engines.names());
    form->addRow(tr("Engine:"), m_engine);

    m_byDepth = new QRadioButton(tr("Depth"), this);
    m_byTime = new QRadioButton(tr("Time per move"), this);
    m_depth = new QSpinBox(this);
    m_depth->setObjectName(QStringLiteral("annotateDepth"));
    m_depth->setRange(1, 60);
    m_seconds = new QDoubleSpinBox(this);
    m_seconds->setObjectName(QStringLiteral("annotateSeconds"));
    m_seconds->setRange(0.05, 600);
    m_seconds->setSuffix(tr(" s"));
    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(m_byDepth);
    depthRow->addWidget(m_depth);
    depthRow->addSpacing(12);
    depthRow->addWidget(m_byTime);
    depthRow->addWidget(m_seconds);
    depthRow->addStretch(1);
    form->addRow(tr("Search:"), depthRow);

    auto centipawns = [this](const char* name) {
        auto* box = new QSpinBox(this);
        box->setObjectName(QLatin1String(name));
        box->setRange(1, 5000);
        box->setSuffix(tr(" cp"));
        return box;
    };
    m_inaccuracy = centipawns("annotateInaccuracy");
    m_mistake = centipawns("annotateMistake");
    m_blunder = centipawns("annotateBlunder");
    form->addRow(tr("Inaccuracy (?!) from:"), m_inaccuracy);
    form->addRow(tr("Mistake (?) from:"), m_mistake);
    form->addRow(tr("Blunder (?\?) from:"), m_blunder);
    m_variations = new QCheckBox(tr("Add the engine's line after mistakes and blunders"), this);
    form->addRow(QString(), m_variations);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("annotateProgress"));
    m_progress->setRange(0, qMax(1, game.plyCount() + 1));
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(tr("Analyse"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("annotateStart"));
    connect(buttons, &QDialogButtonBox::rejected, this, &AnnotateDialog::reject);
    connect(m_start, &QPushButton::clicked, this, [this] { startAnalysis(); });
    layout->addWidget(buttons);

    // The last choices, or quick defaults: depth 10, marks from 50/100/300 cp.
    QSettings settings;
    AnnotationOptions defaults;
    defaults.depth = settings.value(QStringLiteral("annotate/depth"), 10).toInt();
    defaults.moveTimeMs = settings.value(QStringLiteral("annotate/moveTimeMs"), 0).toLongLong();
    defaults.inaccuracyCp = settings.value(QStringLiteral("annotate/inaccuracy"), 50).toInt();
    defaults.mistakeCp = settings.value(QStringLiteral("annotate/mistake"), 100).toInt();
    defaults.blunderCp = settings.value(QStringLiteral("annotate/blunder"), 300).toInt();
    defaults.variations = settings.value(QStringLiteral("annotate/variations"), true).toBool();
    setOptions(defaults);
    setEngine(settings.value(QStringLiteral("annotate/engine")).toString());
}

AnnotateDialog::~AnnotateDialog() = default;

AnnotationOptions AnnotateDialog::options() const {
    AnnotationOptions o;
    if (m_byDepth->isChecked())
        o.depth = m_depth->value();
    else
        o.moveTimeMs = qint64(m_seconds->value() * 1000);
    o.inaccuracyCp = m_inaccuracy->value();
    o.mistakeCp = m_mistake->value();
    o.blunderCp = m_blunder->value();
    o.variations = m_variations->isChecked();
    return o;
}

void AnnotateDialog::setOptions(const AnnotationOptions& o) {
    const bool byTime = o.moveTimeMs > 0 && o.depth <= 0;
    m_byTime->setChecked(byTime);
    m_byDepth->setChecked(!byTime);
    if (o.depth > 0) m_depth->setValue(o.depth);
    m_seconds->setValue(o.moveTimeMs > 0 ? o.moveTimeMs / 1000.0 : 1.0);
    m_inaccuracy->setValue(o.inaccuracyCp);
    m_mistake->setValue(o.mistakeCp);
    m_blunder->setValue(o.blunderCp);
    m_variations->setChecked(o.variations);
}

void AnnotateDialog::setEngine(const QString& name) {
    const int index = m_engine->findText(name);
    if (index >= 0) m_engine->setCurrentIndex(index);
}

QString AnnotateDialog::errorText() const {
    return m_message->text();
}

bool AnnotateDialog::startAnalysis() {
    if (isRunning()) return false;
    const EngineConfiguration* config = m_engines.find(m_engine->currentText());
    if (!config) {
        m_message->setText(tr("Choose an engine (Engines > Manage Engines adds one)."));
        return false;
    }
    m_annotator = std::make_unique<GameAnnotator>(*config);
    connect(m_annotator.get(), &GameAnnotator::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_message->setText(tr("Position %1 of %2").arg(done).arg(total));
    });
    connect(m_annotator.get(), &GameAnnotator::finished, this, &AnnotateDialog::onFinished);
    QString error;
    if (!m_annotator->start(m_game, options(), &error)) {
        m_message->setText(error);
        m_annotator.reset();
        return false;
    }
    saveSettings();
    m_start->setEnabled(false);
    m_message->setText(tr("Starting %1...").arg(config->name));
    return true;
}

void AnnotateDialog::onFinished(bool ok, const QString& error) {
    m_start->setEnabled(true);
    if (ok) {
        m_result = m_annotator->annotatedGame();
        emit analysisFinished(true);
        accept();
        return;
    }
    m_message->setText(error);
    emit analysisFinished(false);
}

void AnnotateDialog::reject() {
    if (isRunning()) m_annotator->cancel();
    QDialog::reject();
}

void AnnotateDialog::saveSettings() const {
    QSettings settings;
    const AnnotationOptions o = options();
    settings.setValue(QStringLiteral("annotate/engine"), m_engine->currentText());
    settings.setValue(QStringLiteral("annotate/depth"), m_depth->value());
    settings.setValue(QStringLiteral("annotate/moveTimeMs"), o.moveTimeMs);
    settings.setValue(QStringLiteral("annotate/inaccuracy"), o.inaccuracyCp);
    settings.setValue(QStringLiteral("annotate/mistake"), o.mistakeCp);
    settings.setValue(QStringLiteral("annotate/blunder"), o.blunderCp);
    settings.setValue(QStringLiteral("annotate/variations"), o.variations);
}

} // namespace arbiter::gui
