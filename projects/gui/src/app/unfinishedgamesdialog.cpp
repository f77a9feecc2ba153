#include "gui/app/unfinishedgamesdialog.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace arbiter::gui {

UnfinishedGamesDialog::UnfinishedGamesDialog(const QStringList& games, const QString& folder,
                                             QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("unfinishedGames"));
    setWindowTitle(tr("Unfinished games"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(games.size() == 1 ? tr("This game is still being played:")
                                                   : tr("These games are still being played:"),
                                 this));
    auto* list = new QListWidget(this);
    list->setObjectName(QStringLiteral("games"));
    list->addItems(games);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    layout->addWidget(list);
    layout->addWidget(new QLabel(tr("Save them as PGN before they are closed?"), this));

    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(new QLabel(tr("Folder:"), this));
    m_folder = new QLineEdit(folder, this);
    m_folder->setObjectName(QStringLiteral("folder"));
    folderRow->addWidget(m_folder, 1);
    auto* browse = new QPushButton(tr("Browse..."), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Save the games in"), m_folder->text());
        if (!dir.isEmpty()) m_folder->setText(dir);
    });
    folderRow->addWidget(browse);
    layout->addLayout(folderRow);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Save | QDialogButtonBox::Discard | QDialogButtonBox::Cancel, this);
    QPushButton* save = buttons->button(QDialogButtonBox::Save);
    save->setText(games.size() == 1 ? tr("Save") : tr("Save All"));
    save->setObjectName(QStringLiteral("save"));
    buttons->button(QDialogButtonBox::Discard)->setObjectName(QStringLiteral("discard"));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancel"));
    connect(save, &QPushButton::clicked, this, [this] { choose(Choice::Save); });
    connect(buttons->button(QDialogButtonBox::Discard), &QPushButton::clicked, this,
            [this] { choose(Choice::Discard); });
    connect(buttons, &QDialogButtonBox::rejected, this, [this] { choose(Choice::Cancel); });
    layout->addWidget(buttons);
    // Cancel is the safe answer to a stray Enter: nothing is lost.
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
}

QString UnfinishedGamesDialog::folder() const {
    return m_folder->text().trimmed();
}

void UnfinishedGamesDialog::choose(Choice choice) {
    m_choice = choice;
    if (choice == Choice::Cancel)
        reject();
    else
        accept();
}

QString unusedPgnFileName(const QString& folder, const QString& title) {
    static const QRegularExpression refused(QStringLiteral(R"([\\/:*?"<>|\x00-\x1f]+)"));
    QString base = title;
    base.replace(refused, QStringLiteral("_"));
    base = QStringLiteral("%1 %2").arg(base.trimmed(), QDate::currentDate().toString(Qt::ISODate));
    const QDir dir(folder);
    QString name = dir.filePath(base + QStringLiteral(".pgn"));
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = dir.filePath(QStringLiteral("%1 (%2).pgn").arg(base).arg(n));
    return name;
}

} // namespace arbiter::gui
