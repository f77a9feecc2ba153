#include "gui/engines/enginedialogs.h"

#include "engine/engine.h"
#include "gui/engines/enginelibrary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
constexpr int DetectTimeoutMs = 5000;
const QList<EngineProtocol> AllProtocols = {EngineProtocol::Uci, EngineProtocol::Xboard,
                                            EngineProtocol::Ucci};

// Protocol names as people write them (engines.json keeps the lower-case ones).
QString shownProtocol(EngineProtocol protocol) {
    switch (protocol) {
    case EngineProtocol::Uci: return QStringLiteral("UCI");
    case EngineProtocol::Xboard: return QStringLiteral("xboard (CECP)");
    case EngineProtocol::Ucci: return QStringLiteral("UCCI");
    }
    return {};
}

// Combo boxes for optional dialect fields: index 0 is "detect", the others carry the value.
QComboBox* optionalCombo(QWidget* parent, const QStringList& labels, const QVariantList& values) {
    auto* box = new QComboBox(parent);
    box->addItem(QObject::tr("detect"), QVariant());
    for (int i = 0; i < labels.size(); ++i) box->addItem(labels[i], values[i]);
    return box;
}
void selectData(QComboBox* box, const QVariant& value) {
    const int i = value.isValid() ? box->findData(value) : 0;
    box->setCurrentIndex(std::max(0, i));
}
} // namespace

EngineConfigDialog::EngineConfigDialog(const EngineConfiguration& config, QWidget* parent)
    : QDialog(parent), m_config(config) {
    setWindowTitle(tr("Engine Configuration"));
    auto* tabs = new QTabWidget(this);

    auto* general = new QWidget(tabs);
    auto* form = new QFormLayout(general);
    m_name = new QLineEdit(config.name, general);
    m_command = new QLineEdit(config.command, general);
    auto* browse = new QPushButton(tr("Browse..."), general);
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, &EngineConfigDialog::browse);
    m_arguments = new QLineEdit(config.arguments.join(QLatin1Char(' ')), general);
    m_workingDir = new QLineEdit(config.workingDirectory, general);
    m_protocol = new QComboBox(general);
    for (EngineProtocol p : AllProtocols) m_protocol->addItem(shownProtocol(p), int(p));
    selectData(m_protocol, int(config.protocol));
    m_init = new QPlainTextEdit(config.initStrings.join(QLatin1Char('\n')), general);
    m_init->setMaximumHeight(70);
    m_whitePov = new QCheckBox(tr("Scores from White's point of view"), general);
    m_whitePov->setChecked(config.whitePov);
    m_ponder = new QCheckBox(tr("Ponder"), general);
    m_ponder->setChecked(config.ponder);
    m_trust = new QCheckBox(tr("Trust result claims"), general);
    m_trust->setChecked(config.trust);
    m_debug = new QCheckBox(tr("Log all traffic"), general);
    m_debug->setChecked(config.debug);
    m_timeoutScale = new QDoubleSpinBox(general);
    m_timeoutScale->setRange(0.1, 100);
    m_timeoutScale->setValue(config.timeoutScale);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Command:"), commandRow);
    form->addRow(tr("Arguments:"), m_arguments);
    form->addRow(tr("Working directory:"), m_workingDir);
    form->addRow(tr("Protocol:"), m_protocol);
    form->addRow(tr("Init strings:"), m_init);
    form->addRow(tr("Timeout scale:"), m_timeoutScale);
    form->addRow(m_whitePov);
    form->addRow(m_ponder);
    form->addRow(m_trust);
    form->addRow(m_debug);
    tabs->addTab(general, tr("General"));

    auto* options = new QWidget(tabs);
    auto* optionsLayout = new QVBoxLayout(options);
    m_options = new QTableWidget(0, 4, options);
    m_options->setHorizontalHeaderLabels({tr("Option"), tr("Type"), tr("Value"), tr("Default")});
    m_options->horizontalHeader()->setStretchLastSection(true);
    m_options->verticalHeader()->hide();
    auto* restore = new QPushButton(tr("Restore defaults"), options);
    connect(restore, &QPushButton::clicked, this, [this] {
        for (int r = 0; r < m_options->rowCount(); ++r)
            m_options->item(r, 2)->setText(m_options->item(r, 3)->text());
    });
    optionsLayout->addWidget(m_options);
    optionsLayout->addWidget(restore);
    tabs->addTab(options, tr("Options"));
    fillOptions(config.options);

    // Xiangqi dialect overrides (docs/engines.md): empty fields keep what is detected.
    auto* dialect = new QWidget(tabs);
    auto* dialectForm = new QFormLayout(dialect);
    const XiangqiDialectOverrides& d = config.dialect;
    m_rankBase = optionalCombo(dialect, {tr("0 (h2e2)"), tr("1 (h3e3)")}, {0, 1});
    selectData(m_rankBase, d.rankBase ? QVariant(*d.rankBase) : QVariant());
    m_fenLetters =
        optionalCombo(dialect, {tr("n/b"), tr("h/e")},
                      {int(XiangqiDialect::FenLetters::NB), int(XiangqiDialect::FenLetters::HE)});
    selectData(m_fenLetters, d.fenLetters ? QVariant(int(*d.fenLetters)) : QVariant());
    m_redLetter = optionalCombo(dialect, {QStringLiteral("w"), QStringLiteral("r")},
                                {QStringLiteral("w"), QStringLiteral("r")});
    selectData(m_redLetter, d.redSideLetter ? QVariant(QString(*d.redSideLetter)) : QVariant());
    m_ucciTime = optionalCombo(
        dialect, {tr("milliseconds"), tr("seconds")},
        {int(XiangqiDialect::TimeUnit::Milliseconds), int(XiangqiDialect::TimeUnit::Seconds)});
    selectData(m_ucciTime, d.ucciTimeUnit ? QVariant(int(*d.ucciTimeUnit)) : QVariant());
    m_variantOption = new QLineEdit(d.variantOption.value_or(QString()), dialect);
    m_variantOption->setPlaceholderText(tr("detect (e.g. UCI_Variant)"));
    dialectForm->addRow(tr("Rank numbers start at:"), m_rankBase);
    dialectForm->addRow(tr("Horse/elephant FEN letters:"), m_fenLetters);
    dialectForm->addRow(tr("Red side letter in FEN:"), m_redLetter);
    dialectForm->addRow(tr("UCCI time unit:"), m_ucciTime);
    dialectForm->addRow(tr("Variant option:"), m_variantOption);
    tabs->addTab(dialect, tr("Xiangqi dialect"));

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_detect = new QPushButton(tr("Detect"), this);
    connect(m_detect, &QPushButton::clicked, this, &EngineConfigDialog::detect);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EngineConfigDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_detect);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(buttons);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addLayout(bottom);
    resize(560, 480);
}

EngineConfigDialog::~EngineConfigDialog() {
    if (m_probe) m_probe->kill();
}

void EngineConfigDialog::browse() {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Engine program"), m_command->text());
    if (!file.isEmpty()) m_command->setText(file);
}

void EngineConfigDialog::fillOptions(const EngineOptionList& options) {
    m_options->setRowCount(0);
    for (const EngineOption& o : options) {
        if (!o.hasValue()) continue;
        const int row = m_options->rowCount();
        m_options->insertRow(row);
        auto item = [](const QString& text, bool editable) {
            auto* i = new QTableWidgetItem(text);
            if (!editable) i->setFlags(i->flags() & ~Qt::ItemIsEditable);
            return i;
        };
        // A value stored in engines.json wins over the engine's default (not over the value
        // the protocol adapter may have set for itself, e.g. UCCI's usemillisec).
        const EngineOption* stored = findOption(m_config.options, o.name);
        const QString value = stored && !stored->value.isEmpty() ? stored->value : o.defaultValue;
        QString type = EngineOption::typeName(o.type);
        if (o.type == EngineOption::Type::Spin || o.type == EngineOption::Type::Slider)
            type += QStringLiteral(" %1..%2").arg(o.min).arg(o.max);
        if (o.type == EngineOption::Type::Combo)
            type += QStringLiteral(" (%1)").arg(o.choices.join(QLatin1Char('/')));
        m_options->setItem(row, 0, item(o.name, false));
        m_options->setItem(row, 1, item(type, false));
        m_options->setItem(row, 2, item(value, true));
        m_options->setItem(row, 3, item(o.defaultValue, false));
    }
    m_options->resizeColumnsToContents();
}

EngineConfiguration EngineConfigDialog::configuration() const {
    EngineConfiguration c = m_config;
    c.name = m_name->text().trimmed();
    c.command = m_command->text().trimmed();
    c.arguments = m_arguments->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    c.workingDirectory = m_workingDir->text().trimmed();
    c.protocol = EngineProtocol(m_protocol->currentData().toInt());
    c.initStrings = m_init->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    c.whitePov = m_whitePov->isChecked();
    c.ponder = m_ponder->isChecked();
    c.trust = m_trust->isChecked();
    c.debug = m_debug->isChecked();
    c.timeoutScale = m_timeoutScale->value();
    // Options: only values that differ from the engine's default are stored.
    EngineOptionList options;
    for (int r = 0; r < m_options->rowCount(); ++r) {
        const QString name = m_options->item(r, 0)->text();
        const QString value = m_options->item(r, 2)->text();
        if (value == m_options->item(r, 3)->text()) continue;
        EngineOption o;
        if (const EngineOption* known = findOption(m_config.options, name)) o = *known;
        o.name = name;
        o.value = value;
        options.push_back(o);
    }
    c.options = options;
    XiangqiDialectOverrides d;
    if (m_rankBase->currentData().isValid()) d.rankBase = m_rankBase->currentData().toInt();
    if (m_fenLetters->currentData().isValid())
        d.fenLetters = XiangqiDialect::FenLetters(m_fenLetters->currentData().toInt());
    if (m_redLetter->currentData().isValid())
        d.redSideLetter = m_redLetter->currentData().toString().at(0);
    if (m_ucciTime->currentData().isValid())
        d.ucciTimeUnit = XiangqiDialect::TimeUnit(m_ucciTime->currentData().toInt());
    if (!m_variantOption->text().trimmed().isEmpty())
        d.variantOption = m_variantOption->text().trimmed();
    c.dialect = d;
    return c;
}

void EngineConfigDialog::accept() {
    const EngineConfiguration c = configuration();
    if (c.name.isEmpty() || c.command.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("An engine needs a name and a command."));
        return;
    }
    QDialog::accept();
}

void EngineConfigDialog::detect() {
    if (m_probe) return;
    const EngineProtocol chosen = EngineProtocol(m_protocol->currentData().toInt());
    m_protocolsToTry = {chosen};
    for (EngineProtocol p : AllProtocols)
        if (p != chosen) m_protocolsToTry.append(p);
    m_detect->setEnabled(false);
    tryProtocol(0);
}

void EngineConfigDialog::tryProtocol(int index) {
    if (index >= m_protocolsToTry.size()) {
        m_status->setText(tr("The engine answered none of UCI, xboard and UCCI."));
        m_detect->setEnabled(true);
        emit detectionFinished(false);
        return;
    }
    EngineConfiguration probeConfig = configuration();
    probeConfig.protocol = m_protocolsToTry[index];
    probeConfig.options.clear(); // ask for the engine's own values
    m_status->setText(tr("Trying %1...").arg(shownProtocol(probeConfig.protocol)));
    auto* engine = new Engine(probeConfig, this);
    engine->setHandshakeTimeout(DetectTimeoutMs);
    m_probe = engine;
    connect(engine, &Engine::ready, this, [this, engine] {
        m_probe = nullptr;
        selectData(m_protocol, int(engine->configuration().protocol));
        if (m_name->text().trimmed().isEmpty()) m_name->setText(engine->idName());
        fillOptions(engine->options());
        m_status->setText(
            tr("%1 speaks %2 and has %3 options.")
                .arg(engine->idName(), shownProtocol(engine->configuration().protocol))
                .arg(engine->options().size()));
        engine->disconnect(this);
        connect(engine, &Engine::exited, engine, &QObject::deleteLater);
        engine->quit();
        m_detect->setEnabled(true);
        emit detectionFinished(true);
    });
    connect(engine, &Engine::startFailed, this, [this, engine, index](const QString& reason) {
        m_probe = nullptr;
        engine->disconnect(this);
        engine->deleteLater();
        if (reason.startsWith(QLatin1String("cannot start"))) {
            // The program itself did not start: no other protocol will help.
            m_status->setText(reason);
            m_detect->setEnabled(true);
            emit detectionFinished(false);
            return;
        }
        tryProtocol(index + 1);
    });
    engine->start();
}

// ---------------------------------------------------------------------------------------------

EngineManagerDialog::EngineManagerDialog(EngineLibrary& library, QWidget* parent)
    : QDialog(parent), m_library(library), m_engines(library.engines()) {
    setWindowTitle(tr("Engines"));
    // One row per engine, its name, protocol and command in columns: the command is shown
    // whole (the dialog opens wide enough for it), or cut in its middle so that the program's
    // name stays in view, with the whole command line in its tooltip.
    m_table = new QTreeWidget(this);
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels({tr("Name"), tr("Protocol"), tr("Command")});
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->header()->setStretchLastSection(true);
    auto* add = new QPushButton(tr("Add..."), this);
    auto* configure = new QPushButton(tr("Configure..."), this);
    auto* clone = new QPushButton(tr("Clone"), this);
    auto* remove = new QPushButton(tr("Remove"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        EngineConfiguration config;
        EngineConfigDialog dialog(config, this);
        if (dialog.exec() == QDialog::Accepted) addEngine(dialog.configuration());
    });
    connect(configure, &QPushButton::clicked, this, &EngineManagerDialog::configureSelected);
    connect(m_table, &QTreeWidget::itemDoubleClicked, this,
            &EngineManagerDialog::configureSelected);
    connect(clone, &QPushButton::clicked, this, &EngineManagerDialog::cloneSelected);
    connect(remove, &QPushButton::clicked, this, &EngineManagerDialog::removeSelected);
    auto* side = new QVBoxLayout;
    for (QPushButton* b : {add, configure, clone, remove}) side->addWidget(b);
    side->addStretch();
    auto* top = new QHBoxLayout;
    top->addWidget(m_table, 1);
    top->addLayout(side);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EngineManagerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    auto* stored = new QLabel(tr("Stored in %1").arg(library.fileName()), this);
    stored->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(stored);
    layout->addLayout(top);
    layout->addWidget(buttons);
    refresh();
    fitToContents();
}

void EngineManagerDialog::fitToContents() {
    // Wide enough for every column's longest text and tall enough for a dozen engines, within
    // nine tenths of the screen.
    int columns = 0;
    for (int c = 0; c < ColumnCount; ++c) {
        m_table->resizeColumnToContents(c);
        columns += m_table->columnWidth(c);
    }
    const int chrome = 2 * m_table->frameWidth() + 40;
    const QSize hint = sizeHint();
    const int wanted = hint.width() - m_table->sizeHint().width() + columns + chrome;
    const int rows = std::max(12, m_table->topLevelItemCount() + 2);
    const int rowHeight = m_table->sizeHintForRow(0) > 0 ? m_table->sizeHintForRow(0)
                                                         : fontMetrics().lineSpacing() + 4;
    const int tall = hint.height() - m_table->sizeHint().height() + rows * rowHeight +
                     m_table->header()->sizeHint().height() + chrome;
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect();
    const int maxWidth = screen.isEmpty() ? wanted : screen.width() * 9 / 10;
    const int maxHeight = screen.isEmpty() ? tall : screen.height() * 9 / 10;
    resize(std::min(std::max(wanted, 560), maxWidth), std::min(std::max(tall, 360), maxHeight));
}

int EngineManagerDialog::currentRow() const {
    return m_table->indexOfTopLevelItem(m_table->currentItem());
}

void EngineManagerDialog::setCurrentRow(int row) {
    m_table->setCurrentItem(row >= 0 ? m_table->topLevelItem(row) : nullptr);
}

int EngineManagerDialog::rowCount() const {
    return m_table->topLevelItemCount();
}

void EngineManagerDialog::refresh() {
    const int row = currentRow();
    m_table->clear();
    for (const EngineConfiguration& e : m_engines) {
        QString commandLine = e.command;
        for (const QString& argument : e.arguments) commandLine += QLatin1Char(' ') + argument;
        auto* item = new QTreeWidgetItem(m_table, {e.name, shownProtocol(e.protocol), commandLine});
        item->setToolTip(CommandColumn, commandLine);
    }
    setCurrentRow(std::min(row, int(m_engines.size()) - 1));
}

void EngineManagerDialog::addEngine(const EngineConfiguration& config) {
    m_engines.push_back(config);
    refresh();
    setCurrentRow(int(m_engines.size()) - 1);
}

void EngineManagerDialog::configureSelected() {
    const int row = currentRow();
    if (row < 0) return;
    EngineConfigDialog dialog(m_engines[row], this);
    if (dialog.exec() == QDialog::Accepted) {
        m_engines[row] = dialog.configuration();
        refresh();
    }
}

void EngineManagerDialog::cloneSelected() {
    const int row = currentRow();
    if (row < 0) return;
    EngineConfiguration copy = m_engines[row];
    QStringList names;
    for (const EngineConfiguration& e : m_engines) names << e.name;
    int n = 2;
    while (names.contains(QStringLiteral("%1 (%2)").arg(copy.name).arg(n))) ++n;
    copy.name = QStringLiteral("%1 (%2)").arg(copy.name).arg(n);
    addEngine(copy);
}

void EngineManagerDialog::removeSelected() {
    const int row = currentRow();
    if (row < 0) return;
    m_engines.removeAt(row);
    refresh();
}

void EngineManagerDialog::accept() {
    const QVector<EngineConfiguration> before = m_library.engines();
    m_library.engines() = m_engines;
    QString error;
    if (!m_library.save(&error)) {
        m_library.engines() = before;
        QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    QDialog::accept();
}

} // namespace arbiter::gui
