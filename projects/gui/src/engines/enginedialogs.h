// Engine management (Engines > Manage engines): the list of engines.json with add, configure,
// clone and remove, and the configuration dialog of one engine: command, protocol, options,
// xiangqi dialect fields, and "Detect", which starts the engine to find its protocol, name and
// options.
#pragma once

#include "engine/engine.h"
#include "engine/engineconfiguration.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace arbiter::gui {

class EngineLibrary;

class EngineConfigDialog : public QDialog {
    Q_OBJECT
public:
    explicit EngineConfigDialog(const EngineConfiguration& config, QWidget* parent = nullptr);
    ~EngineConfigDialog() override;

    EngineConfiguration configuration() const;
    void accept() override;

    // Starts the engine with each protocol in turn (the chosen one first) until one answers;
    // detectionFinished(ok) follows.
    void detect();
    bool isDetecting() const { return m_probe != nullptr; }

    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* commandEdit() const { return m_command; }
    QComboBox* protocolBox() const { return m_protocol; }
    QTableWidget* optionsTable() const { return m_options; }
    QLabel* statusLabel() const { return m_status; }

signals:
    void detectionFinished(bool ok);

private:
    void tryProtocol(int index);
    void fillOptions(const EngineOptionList& options);
    void browse();

    EngineConfiguration m_config;
    QLineEdit* m_name;
    QLineEdit* m_command;
    QLineEdit* m_arguments;
    QLineEdit* m_workingDir;
    QComboBox* m_protocol;
    QPlainTextEdit* m_init;
    QCheckBox* m_whitePov;
    QCheckBox* m_ponder;
    QCheckBox* m_trust;
    QCheckBox* m_debug;
    QDoubleSpinBox* m_timeoutScale;
    QComboBox* m_rankBase;
    QComboBox* m_fenLetters;
    QComboBox* m_redLetter;
    QComboBox* m_ucciTime;
    QLineEdit* m_variantOption;
    QTableWidget* m_options;
    QLabel* m_status;
    QPushButton* m_detect;
    QPointer<Engine> m_probe;
    QList<EngineProtocol> m_protocolsToTry;
};

class EngineManagerDialog : public QDialog {
    Q_OBJECT
public:
    // Edits `library`; OK saves it to its engines.json.
    EngineManagerDialog(EngineLibrary& library, QWidget* parent = nullptr);

    void accept() override;
    // The engines' table: a row per engine, its name, protocol and command line.
    QTreeWidget* table() const { return m_table; }
    enum Column { NameColumn, ProtocolColumn, CommandColumn, ColumnCount };
    int rowCount() const;
    int currentRow() const; // -1 when none is chosen
    void setCurrentRow(int row);
    // The engines being edited (saved to the library on OK).
    QVector<EngineConfiguration>& engines() { return m_engines; }
    void addEngine(const EngineConfiguration& config);
    void cloneSelected();
    void removeSelected();

private:
    void refresh();
    void fitToContents(); // the size that shows every column whole, within the screen
    void configureSelected();

    EngineLibrary& m_library;
    QVector<EngineConfiguration> m_engines;
    QTreeWidget* m_table;
};

} // namespace arbiter::gui
