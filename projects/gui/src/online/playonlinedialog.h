// Game > Play Online (docs/gui.md, "Playing online"): the server's address (host:port or a
// ws:// URL), the room number, joining as a player or a spectator, who the person is (a guest
// name, or a login or a new account with a password, and for an account a picture of the
// person's choosing), and the settings of a room that does not
// exist yet: rule set (the xiangqi family first), time control in the server's forms (600|30,
// 300+2, ...), rated, and the request limits. OK checks every field and names the one at
// fault; the choices but the password are remembered (QSettings group "online").
#pragma once

#include "gui/online/onlineclient.h"

#include <QDialog>

class QCheckBox;
class QImage;
class QLabel;
class QPushButton;
class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace arbiter::gui {

class PlayOnlineDialog : public QDialog {
    Q_OBJECT
public:
    explicit PlayOnlineDialog(QWidget* parent = nullptr);

    // Checks the fields; false with *error naming the field ("Name: ...").
    bool validate(QString* error) const;
    OnlineIdentity identity() const;
    // The server, the room and the settings of a new room (docs/online.md, "Room settings").
    OnlineJoin join() const;

    // ---- Fields, for tests ----
    QLineEdit* serverField() const { return m_server; }
    QSpinBox* roomField() const { return m_room; }
    QRadioButton* spectatorButton() const { return m_spectator; }
    QComboBox* identityKind() const { return m_kind; }
    QLineEdit* nameField() const { return m_name; }
    QLineEdit* passwordField() const { return m_password; }
    QPushButton* pictureButton() const { return m_pictureButton; }
    // A picture for the account from an image file; false with *error when it cannot be read.
    bool choosePicture(const QString& file, QString* error);
    // Any image as an avatar the server takes: scaled to fit 96 x 96, as PNG (well under the
    // server's 64 KiB).
    static QByteArray avatarFromImage(const QImage& image);
    QComboBox* variantField() const { return m_variant; }
    QLineEdit* timeControlField() const { return m_timeControl; }
    QCheckBox* ratedField() const { return m_rated; }
    QSpinBox* takeBacksField() const { return m_takeBacks; }
    QSpinBox* drawOffersField() const { return m_drawOffers; }

    void accept() override;

private:
    void remember() const;
    void updateFields();

    QLineEdit* m_server;
    QSpinBox* m_room;
    QRadioButton* m_player;
    QRadioButton* m_spectator;
    QComboBox* m_kind;
    QLineEdit* m_name;
    QLineEdit* m_password;
    QPushButton* m_pictureButton;
    QLabel* m_picture;
    QByteArray m_avatar;
    QComboBox* m_variant;
    QLineEdit* m_timeControl;
    QCheckBox* m_rated;
    QSpinBox* m_takeBacks;
    QSpinBox* m_drawOffers;
};

} // namespace arbiter::gui
