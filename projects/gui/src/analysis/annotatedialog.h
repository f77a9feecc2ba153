// Analysis > Analyse Game: one engine of the engine list goes over the current game's main line
// at a chosen depth or time per move (the library's GameAnnotator) while a progress bar moves;
// the annotated game (evaluation comments, ?!/?/?? marks, better lines as variations) is then
// opened in a new tab, from where it is saved as PGN like any game.
#pragma once

#include "analysis/gameannotator.h"
#include "gui/engines/enginelibrary.h"

#include <QDialog>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace arbiter::gui {

class AnnotateDialog : public QDialog {
    Q_OBJECT
public:
    AnnotateDialog(const EngineLibrary& engines, const PgnGame& game, QWidget* parent = nullptr);
    ~AnnotateDialog() override;

    // The options as the dialog shows them, and setting them (tests, remembered settings).
    AnnotationOptions options() const;
    void setOptions(const AnnotationOptions& options);
    void setEngine(const QString& name);
    // Starts the analysis (the Analyse button); false with a message in the dialog when it
    // cannot start.
    bool startAnalysis();
    bool isRunning() const { return m_annotator && m_annotator->isRunning(); }
    // The annotated game, after the dialog was accepted.
    const PgnGame& annotatedGame() const { return m_result; }
    QString errorText() const;

signals:
    void analysisFinished(bool ok);

protected:
    void reject() override;

private:
    void onFinished(bool ok, const QString& error);
    void saveSettings() const;

    const EngineLibrary& m_engines;
    PgnGame m_game;
    PgnGame m_result;
    std::unique_ptr<GameAnnotator> m_annotator;
    QComboBox* m_engine;
    QRadioButton* m_byDepth;
    QRadioButton* m_byTime;
    QSpinBox* m_depth;
    QDoubleSpinBox* m_seconds;
    QSpinBox* m_inaccuracy;
    QSpinBox* m_mistake;
    QSpinBox* m_blunder;
    QCheckBox* m_variations;
    QProgressBar* m_progress;
    QLabel* m_message;
    QPushButton* m_start;
};

} // namespace arbiter::gui
