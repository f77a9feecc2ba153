// The question asked before games still being played are closed (Close Tab, Quit, the main
// window closed, the desktop session ending): one dialog lists every such game and offers to
// save them all as PGN into a folder, to discard them, or to cancel and keep playing. One
// dialog for all games, not one per tab, so that quitting asks once.
#pragma once

#include <QDialog>
#include <QStringList>

class QLineEdit;

namespace arbiter::gui {

class UnfinishedGamesDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { Save, Discard, Cancel };

    // `games`: one line per unfinished game (its title); `folder`: where they are saved.
    UnfinishedGamesDialog(const QStringList& games, const QString& folder, QWidget* parent);

    Choice choice() const { return m_choice; }
    QString folder() const;

private:
    void choose(Choice choice);

    QLineEdit* m_folder;
    Choice m_choice = Choice::Cancel;
};

// A file name in `folder` for a game titled `title` that names no file there yet: the title
// without the characters file systems refuse, and the date.
QString unusedPgnFileName(const QString& folder, const QString& title);

} // namespace arbiter::gui
