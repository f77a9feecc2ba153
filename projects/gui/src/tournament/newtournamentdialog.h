// The New Tournament dialog: everything arbiter-cli can do with a tournament, on five pages -
// players (from the engine manager's engines.json) and their time control; the tournament
// (type, games, rounds, repeat, colours, seeds, concurrency, ...); openings and adjudication;
// the variant with the r-Mobility and xiangqi rules; statistics (SPRT, ratings) and output
// (PGN, EPD, state file). The fields fill the library's tournament settings
// (cli::TournamentDescription) directly, through one binding table per page (optionbinding.h:
// each row an option, its field, how the field is read into the description and written from
// it, how it is remembered; each page's fields and table in newtournament<page>page.cpp); their
// arbiter-cli command line (TournamentDescription::toArguments) is shown as the fields change
// and can be copied, and is what the state file keeps. The choices are remembered.
//
// OK checks the fields and then the settings as arbiter-cli checks them
// (TournamentDescription::checked); a problem is shown under the pages, beside the field of the
// option it names (ParseError::option), and the dialog stays open on that field.
#pragma once

#include "description/tournamentdescription.h"
#include "optionbinding.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

namespace arbiter::gui {

class EngineLibrary;
class TimeControlEditor;

class NewTournamentDialog : public QDialog {
    Q_OBJECT
public:
    NewTournamentDialog(const EngineLibrary& engines, QWidget* parent = nullptr);

    // What the fields say, and its command line.
    cli::TournamentDescription settings() const;
    QStringList arguments() const { return settings().toArguments(); }
    // Checks the fields and parses the command line. On success *options is the tournament
    // to run; else false with *error (the message shown) and *field (the widget to fix).
    bool check(cli::TournamentDescription* options, QString* error,
               QWidget** field = nullptr) const;
    // The tournament chosen (after the dialog was accepted).
    const cli::TournamentDescription& options() const { return m_options; }

    void accept() override;

    // Parts, for tests (every field also has an object name).
    QListWidget* availableList() const { return m_available; }
    QListWidget* playerList() const { return m_players; }
    void addPlayer(const QString& engineName);
    TimeControlEditor* timeEditor() const { return m_time; }
    QTabWidget* pages() const { return m_pages; }
    QLabel* errorLabel() const { return m_error; }
    QPlainTextEdit* commandLineView() const { return m_commandLine; }
    // The pages' binding tables, in page order.
    const QVector<BindingTable>& bindingTables() const { return m_tables; }
    // The field of the option an error names (ParseError::option); null for none.
    QWidget* fieldForOption(const QString& option) const;
    // Shows `error` under the pages and turns to the page of `field`, focused.
    void showProblem(const QString& error, QWidget* field);

private:
    QWidget* createPlayersPage();
    QWidget* createTournamentPage();
    QWidget* createOpeningsPage();
    QWidget* createRulesPage();
    QWidget* createOutputPage();
    void onVariantChanged();
    void updateEnabled();
    void updateCommandLine();
    // The players' time control with its margin (the field's "automatic": timemargin.h).
    TimeControl playerTimeControl() const;
    TimeControl withMargin(TimeControl timeControl) const;
    void remember() const;
    void restore();
    // A line edit with a "..." button choosing a file to open (or to save with `save`).
    // What a field's "..." button picks: a file to read, a file to write, or a folder.
    enum class Pick { Open, Save, Folder };
    QWidget* fileField(QLineEdit** edit, const QString& name, const QString& filter, Pick pick);

    const EngineLibrary& m_engines;
    QString m_autoStateFile; // the state file when none is chosen and no PGN is written
    cli::TournamentDescription m_options;
    QVector<BindingTable> m_tables; // one per page, filled as the pages are built

    QTabWidget* m_pages;
    QLabel* m_error;
    QPlainTextEdit* m_commandLine = nullptr; // null while the pages are built

    // Players
    QListWidget* m_available;
    QListWidget* m_players;
    TimeControlEditor* m_time;
    QSpinBox* m_timeMargin;
    QLabel* m_marginWarning; // shown when the time control leaves the engines no margin
    QCheckBox* m_ponder;

    // Tournament
    QComboBox* m_type;
    QSpinBox* m_games;
    QSpinBox* m_rounds;
    QSpinBox* m_repeat;
    QCheckBox* m_noSwap;
    QCheckBox* m_reverse;
    QSpinBox* m_seeds;
    QSpinBox* m_concurrency;
    QSpinBox* m_wait;
    QCheckBox* m_recover;
    QLineEdit* m_srand;
    QLineEdit* m_event;
    QLineEdit* m_site;

    // Openings and adjudication
    QLineEdit* m_openingsFile;
    QComboBox* m_openingsFormat;
    QCheckBox* m_openingsRandom;
    QSpinBox* m_openingPlies;
    QSpinBox* m_openingStart;
    QComboBox* m_openingPolicy;
    QGroupBox* m_draw;
    QSpinBox* m_drawMoveNumber;
    QSpinBox* m_drawMoveCount;
    QSpinBox* m_drawScore;
    QGroupBox* m_resign;
    QSpinBox* m_resignMoveCount;
    QSpinBox* m_resignScore;
    QCheckBox* m_resignTwoSided;
    QSpinBox* m_maxMoves;
    QGroupBox* m_drawOffers;
    QSpinBox* m_drawOffersPerPlayer;
    QGroupBox* m_drawOfferBand;
    QSpinBox* m_drawOfferBandCp;
    QSpinBox* m_drawOfferMoves;
    QGroupBox* m_tablebases; // -tb, -tbpieces, -tbignore50
    QLineEdit* m_tablebaseDirs;
    QSpinBox* m_tablebasePieces;
    QCheckBox* m_tablebaseIgnore50;

    // Variant and rules
    QComboBox* m_variant;
    QGroupBox* m_rMobility;
    QComboBox* m_rMobilityType;
    QComboBox* m_rMobilityCutoff;
    QCheckBox* m_legacy;
    QLineEdit* m_komi;
    QGroupBox* m_xiangqi;
    QSpinBox* m_xqRepetition;
    QSpinBox* m_xqMoveLimit;
    QSpinBox* m_xqCheckCap;
    QComboBox* m_xqMaterialDraws;
    QComboBox* m_xqNotation;

    // Statistics and output
    QGroupBox* m_sprt;
    QDoubleSpinBox* m_elo0;
    QDoubleSpinBox* m_elo1;
    QDoubleSpinBox* m_alpha;
    QDoubleSpinBox* m_beta;
    QComboBox* m_sprtModel;
    QSpinBox* m_ratingInterval;
    QSpinBox* m_outcomeInterval;
    QSpinBox* m_autosaveInterval;
    QCheckBox* m_debug;
    QLineEdit* m_resultFormat;
    QLineEdit* m_pgnFile;
    QCheckBox* m_pgnMinimal;
    QCheckBox* m_pgnOnlyFinished;
    QLineEdit* m_epdFile;
    QLineEdit* m_stateFile;
};

} // namespace arbiter::gui
