// The New Game dialog: variant, each side a person or an engine from engines.json, time
// control per side, start position (the variant's, a FEN, or one set up on a board), the rules
// (western end rules or r-Mobility with scoring, cutoff, legacy and komi; xiangqi repetition,
// move limit and material draws), the request limits (docs/gui.md) and the draw band used to
// answer for UCI engines. The last choices are remembered (QSettings group "newGame").
#pragma once

#include "board/variant.h"
#include "gui/game/gamesession.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace arbiter::gui {

class EngineLibrary;
class EngineVariants;
class TimeControlEditor;

// The name people call a variant by: its description up to the colon ("Beginner xiangqi: no
// check rule, ..." -> "Beginner xiangqi"), as the registry writes them.
QString variantTitle(const VariantInfo& v);

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // `engineVariants` knows which variants the engines play (the main window's, which keeps
    // asking after a dialog closes); without one the dialog asks with its own.
    NewGameDialog(const EngineLibrary& engines, QWidget* parent = nullptr,
                  EngineVariants* engineVariants = nullptr);

    // The settings chosen; valid after validate() returned true.
    SessionSettings settings() const;
    // Checks the choices; false with *error naming the field and problem.
    bool validate(QString* error) const;

    void accept() override;

    // Widgets, for tests and for presetting.
    QComboBox* variantBox() const { return m_variant; }
    QRadioButton* humanButton(Side side) const { return m_human[side]; }
    QRadioButton* engineButton(Side side) const { return m_engineRadio[side]; }
    QComboBox* engineBox(Side side) const { return m_engine[side]; }
    QLineEdit* nameEdit(Side side) const { return m_name[side]; }
    TimeControlEditor* timeEditor(Side side) const { return m_time[side]; }
    QCheckBox* separateTimeBox() const { return m_separateTime; }
    QLineEdit* fenEdit() const { return m_fen; }
    QCheckBox* rMobilityBox() const { return m_rMobility; }
    QComboBox* scoringBox() const { return m_scoring; }
    QDoubleSpinBox* cutoffBox() const { return m_cutoff; }
    QCheckBox* legacyBox() const { return m_legacy; }
    QSpinBox* checkCapBox() const { return m_checkCap; }
    QCheckBox* materialDrawsBox() const { return m_materialDraws; }
    QCheckBox* mateInOneBox() const { return m_mateInOne; }
    QSpinBox* takeBacksBox() const { return m_takeBacks; }
    QLabel* variantDescription() const { return m_variantDescription; }
    // "Checking engines...": shown while some engine's variants are being asked.
    QLabel* checkingLabel() const { return m_checking; }
    EngineVariants* engineVariants() const { return m_variants; }
    QLineEdit* komiEdit() const { return m_komi; }
    QSpinBox* repetitionBox() const { return m_repetition; }
    QSpinBox* moveLimitBox() const { return m_moveLimit; }

private:
    void onVariantChanged();
    // Each side's engine list: the engines that play the chosen variant.
    void offerEngines();
    // A side's name is for a person, its engine list for an engine.
    void updatePlayerRows();
    void setUpPosition();
    void loadRemembered();
    void remember() const;
    bool isXiangqi() const;

    const EngineLibrary& m_engines;
    EngineVariants* m_variants;
    QLabel* m_checking;
    QComboBox* m_variant;
    QLabel* m_variantDescription;
    QRadioButton* m_human[2] = {nullptr, nullptr};
    QRadioButton* m_engineRadio[2] = {nullptr, nullptr};
    QLineEdit* m_name[2] = {nullptr, nullptr};
    QComboBox* m_engine[2] = {nullptr, nullptr};
    TimeControlEditor* m_time[2];
    QCheckBox* m_separateTime;
    QLineEdit* m_fen;
    QGroupBox* m_westernRules;
    QCheckBox* m_fifty;
    QCheckBox* m_threefold;
    QCheckBox* m_material;
    QCheckBox* m_rMobility;
    QComboBox* m_scoring;
    QDoubleSpinBox* m_cutoff;
    QCheckBox* m_legacy;
    QLineEdit* m_komi;
    QGroupBox* m_xiangqiRules;
    QSpinBox* m_repetition;
    QSpinBox* m_moveLimit;
    QSpinBox* m_checkCap;
    QCheckBox* m_materialDraws;
    QCheckBox* m_mateInOne;
    QSpinBox* m_takeBacks;
    QSpinBox* m_drawOffers;
    QSpinBox* m_drawAfter;
    QSpinBox* m_resignAfter;
    QSpinBox* m_band;
    QSpinBox* m_bandMoves;
};

} // namespace arbiter::gui
