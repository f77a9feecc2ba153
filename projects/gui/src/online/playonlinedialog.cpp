#include "gui/online/playonlinedialog.h"

#include "board/variant.h"
#include "gui/game/newgamedialog.h"
#include "online/protocol.h"
#include "online/roomclock.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>
#include <climits>

namespace arbiter::gui {

namespace {
const QString kGroup = QStringLiteral("online");

QSpinBox* spin(QWidget* parent, int min, int max, int value) {
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}
} // namespace

PlayOnlineDialog::PlayOnlineDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Play Online"));
    QSettings st;
    st.beginGroup(kGroup);
    auto* layout = new QVBoxLayout(this);

    auto* where = new QFormLayout;
    m_server = new QLineEdit(
        st.value(QStringLiteral("server"), QStringLiteral("localhost:8080")).toString(), this);
    m_server->setPlaceholderText(QStringLiteral("host:port or ws://host:port/"));
    m_room = spin(this, 1, int(std::min<qint64>(online::MaxRoomNumber, INT_MAX)),
                  st.value(QStringLiteral("room"), 1).toInt());
    m_player = new QRadioButton(tr("Player"), this);
    m_spectator = new QRadioButton(tr("Spectator"), this);
    (st.value(QStringLiteral("spectator")).toBool() ? m_spectator : m_player)->setChecked(true);
    auto* role = new QHBoxLayout;
    role->addWidget(m_player);
    role->addWidget(m_spectator);
    role->addStretch(1);
    where->addRow(tr("Server:"), m_server);
    where->addRow(tr("Room:"), m_room);
    where->addRow(tr("Join as:"), role);
    layout->addLayout(where);

    auto* who = new QGroupBox(tr("Who you are"), this);
    auto* whoLayout = new QFormLayout(who);
    m_kind = new QComboBox(who);
    m_kind->addItems({tr("Guest"), tr("Log in"), tr("Register")});
    m_kind->setCurrentIndex(st.value(QStringLiteral("identity"), 0).toInt());
    m_name = new QLineEdit(st.value(QStringLiteral("name")).toString(), who);
    m_password = new QLineEdit(who);
    m_password->setEchoMode(QLineEdit::Password);
    whoLayout->addRow(tr("As:"), m_kind);
    whoLayout->addRow(tr("Name:"), m_name);
    whoLayout->addRow(tr("Password:"), m_password);
    // The account's picture: any image, made small (the server takes 64 KiB at most).
    m_pictureButton = new QPushButton(tr("Choose..."), who);
    m_picture = new QLabel(who);
    m_picture->setFixedSize(32, 32);
    auto* picture = new QHBoxLayout;
    picture->addWidget(m_picture);
    picture->addWidget(m_pictureButton);
    picture->addStretch(1);
    whoLayout->addRow(tr("Picture:"), picture);
    connect(m_pictureButton, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Your picture"), QString(), tr("Images (*.png *.jpg *.jpeg *.gif *.bmp)"));
        QString error;
        if (!file.isEmpty() && !choosePicture(file, &error))
            QMessageBox::warning(this, tr("Play Online"), error);
    });
    layout->addWidget(who);

    auto* room = new QGroupBox(tr("A new room (when nobody is in it yet)"), this);
    auto* roomLayout = new QFormLayout(room);
    m_variant = new QComboBox(room);
    // The xiangqi family first: the server's home game.
    for (bool xiangqi : {true, false})
        for (const VariantInfo& v : variants())
            if ((v.family == BoardFamily::Xiangqi) == xiangqi)
                m_variant->addItem(variantTitle(v), QString::fromStdString(v.name));
    const int v =
        m_variant->findData(st.value(QStringLiteral("variant"), QStringLiteral("xiangqi")));
    if (v >= 0) m_variant->setCurrentIndex(v);
    m_timeControl = new QLineEdit(
        st.value(QStringLiteral("timeControl"), QStringLiteral("600|30")).toString(), room);
    m_timeControl->setToolTip(tr("600|30: 10 minutes, then 30 s a move; 300+2: 5 minutes and 2 s "
                                 "a move; 40/300; 30/move; hg60; inf"));
    m_rated = new QCheckBox(tr("Rated (when both players are registered)"), room);
    m_rated->setChecked(st.value(QStringLiteral("rated")).toBool());
    m_takeBacks = spin(room, 0, 99, st.value(QStringLiteral("takeBacks"), 5).toInt());
    m_drawOffers = spin(room, 0, 99, st.value(QStringLiteral("drawOffers"), 3).toInt());
    roomLayout->addRow(tr("Variant:"), m_variant);
    roomLayout->addRow(tr("Time control:"), m_timeControl);
    roomLayout->addRow(QString(), m_rated);
    roomLayout->addRow(tr("Take-backs per player:"), m_takeBacks);
    roomLayout->addRow(tr("Draw offers per player:"), m_drawOffers);
    layout->addWidget(room);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PlayOnlineDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &PlayOnlineDialog::updateFields);
    updateFields();
}

void PlayOnlineDialog::updateFields() {
    const bool account = m_kind->currentIndex() != 0;
    m_password->setEnabled(account);
    m_pictureButton->setEnabled(account); // guests have no account to keep a picture in
}

bool PlayOnlineDialog::validate(QString* error) const {
    QString why;
    if (OnlineClient::serverUrl(m_server->text(), &why).isEmpty()) {
        *error = why;
        return false;
    }
    if (!online::isValidPlayerName(m_name->text().trimmed(), &why)) {
        *error = tr("Name: %1").arg(why);
        return false;
    }
    if (m_kind->currentIndex() != 0 && m_password->text().size() < 6) {
        *error = tr("Password: at least 6 characters");
        return false;
    }
    online::RoomTimeControl tc;
    if (!online::RoomTimeControl::parse(m_timeControl->text().trimmed(), tc, &why)) {
        *error = tr("Time control: %1").arg(why);
        return false;
    }
    return true;
}

OnlineIdentity PlayOnlineDialog::identity() const {
    OnlineIdentity who;
    who.kind = OnlineIdentity::Kind(m_kind->currentIndex());
    who.name = m_name->text().trimmed();
    if (who.kind != OnlineIdentity::Kind::Guest) {
        who.password = m_password->text();
        who.avatar = m_avatar;
    }
    return who;
}

OnlineJoin PlayOnlineDialog::join() const {
    OnlineJoin join;
    join.server = OnlineClient::serverUrl(m_server->text(), nullptr);
    join.room = m_room->value();
    join.spectator = m_spectator->isChecked();
    join.settings = {{QStringLiteral("variant"), m_variant->currentData().toString()},
                     {QStringLiteral("timeControl"), m_timeControl->text().trimmed()},
                     {QStringLiteral("rated"), m_rated->isChecked()},
                     {QStringLiteral("takeBacks"), m_takeBacks->value()},
                     {QStringLiteral("drawOffers"), m_drawOffers->value()}};
    return join;
}

QByteArray PlayOnlineDialog::avatarFromImage(const QImage& image) {
    const QImage small = image.width() > 96 || image.height() > 96
                             ? image.scaled(96, 96, Qt::KeepAspectRatio, Qt::SmoothTransformation)
                             : image;
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    small.save(&buffer, "PNG");
    return png;
}

bool PlayOnlineDialog::choosePicture(const QString& file, QString* error) {
    QImage image;
    if (!image.load(file)) {
        if (error) *error = tr("Picture: %1 is not an image this program reads").arg(file);
        return false;
    }
    m_avatar = avatarFromImage(image);
    m_picture->setPixmap(
        QPixmap::fromImage(image.scaled(32, 32, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    return true;
}

void PlayOnlineDialog::accept() {
    QString error;
    if (!validate(&error)) {
        QMessageBox::warning(this, tr("Play Online"), error);
        return;
    }
    remember();
    QDialog::accept();
}

void PlayOnlineDialog::remember() const {
    QSettings st;
    st.beginGroup(kGroup);
    st.setValue(QStringLiteral("server"), m_server->text().trimmed());
    st.setValue(QStringLiteral("room"), m_room->value());
    st.setValue(QStringLiteral("spectator"), m_spectator->isChecked());
    st.setValue(QStringLiteral("identity"), m_kind->currentIndex());
    st.setValue(QStringLiteral("name"), m_name->text().trimmed());
    st.setValue(QStringLiteral("variant"), m_variant->currentData());
    st.setValue(QStringLiteral("timeControl"), m_timeControl->text().trimmed());
    st.setValue(QStringLiteral("rated"), m_rated->isChecked());
    st.setValue(QStringLiteral("takeBacks"), m_takeBacks->value());
    st.setValue(QStringLiteral("drawOffers"), m_drawOffers->value());
}

} // namespace arbiter::gui
