#include "gui/board/positionsetupdialog.h"

#include "board/variant.h"
#include "board/xiangqiposition.h"
#include "gui/app/appearance.h"
#include "gui/board/chessboardview.h"
#include "gui/board/xiangqiboardview.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
// FEN letters per piece type (upper case for White/Red).
char fenLetter(PieceType t, bool xiangqi) {
    static const char chess[PieceTypeCount] = {'?', 'P', 'N', 'B', 'R', 'Q', 'K', '?', '?'};
    // '*': stone xiangqi's neutral stone (no side, no case).
    static const char eastern[PieceTypeCount] = {'?', 'P', 'N', 'B', 'R', '?', 'K', 'A', 'C', '*'};
    return (xiangqi ? eastern : chess)[t];
}

PieceType typeFromLetter(QChar c, bool xiangqi) {
    const char l = char(c.toUpper().toLatin1());
    for (int t = Pawn; t < PieceTypeCount; ++t)
        if (fenLetter(PieceType(t), xiangqi) == l) return PieceType(t);
    if (xiangqi && l == 'H') return Knight; // h/e letters of some xiangqi programs
    if (xiangqi && l == 'E') return Bishop;
    return NoPieceType;
}
} // namespace

PositionSetupDialog::PositionSetupDialog(const QString& variant, const QString& fen,
                                         QWidget* parent)
    : QDialog(parent), m_variant(variant) {
    setWindowTitle(tr("Set Up Position"));
    const VariantInfo* info = findVariant(variant.toStdString());
    if (!info) info = findVariant("standard");
    m_variant = QString::fromStdString(info->name);
    m_xiangqi = info->family == BoardFamily::Xiangqi;
    m_width = info->width;
    m_height = info->height;
    m_pieces.assign(size_t(m_width * m_height), NoPiece);
    m_faceDown.assign(m_pieces.size(), false);

    if (m_xiangqi)
        m_view = new XiangqiBoardView(this);
    else
        m_view = new ChessBoardView(this);
    Appearance::load().applyTo(m_view);
    m_view->setMinimumSize(360, 380);
    connect(m_view, &BoardView::squareClicked, this,
            [this](int square, Qt::MouseButton button) { placeAt(square, button); });

    // Palette: every piece of both sides, and an eraser.
    auto* palette = new QGridLayout;
    auto* group = new QButtonGroup(this);
    const std::vector<PieceType> types =
        m_xiangqi ? std::vector<PieceType>{King, Advisor, Bishop, Knight, Rook, Cannon, Pawn}
                  : std::vector<PieceType>{King, Queen, Rook, Bishop, Knight, Pawn};
    for (Side s : {White, Black}) {
        for (size_t i = 0; i < types.size(); ++i) {
            const Piece piece = makePiece(s, types[i]);
            auto* button = new QToolButton(this);
            button->setCheckable(true);
            button->setIcon(QIcon(m_view->pieceImage(piece, 48)));
            button->setIconSize(QSize(36, 36));
            button->setProperty("piece", int(piece));
            group->addButton(button);
            palette->addWidget(button, int(s), int(i));
            connect(button, &QToolButton::clicked, this, [this, piece] {
                m_tool = piece;
                m_toolFaceDown = false;
            });
            m_toolButtons.push_back(button);
        }
    }
    if (createBoard(m_variant.toStdString())->hasStone()) {
        // Stone xiangqi: the neutral stone (at most one; the FEN check says so).
        auto* button = new QToolButton(this);
        button->setCheckable(true);
        button->setIcon(QIcon(m_view->pieceImage(StonePiece, 48)));
        button->setIconSize(QSize(36, 36));
        button->setProperty("piece", int(StonePiece));
        button->setToolTip(tr("The stone"));
        group->addButton(button);
        palette->addWidget(button, 0, int(types.size()) + 1, 2, 1);
        connect(button, &QToolButton::clicked, this, [this] {
            m_tool = StonePiece;
            m_toolFaceDown = false;
        });
        m_toolButtons.push_back(button);
    }
    m_jieqi = createBoard(m_variant.toStdString())->hasFaceDownPieces();
    if (m_jieqi) {
        // Jieqi: face-down pieces of each side ('X' / 'x' in the FEN).
        for (Side side : {White, Black}) {
            auto* button = new QToolButton(this);
            button->setCheckable(true);
            button->setIcon(QIcon(m_view->pieceImage(makePiece(side, Pawn), 48, true)));
            button->setIconSize(QSize(36, 36));
            button->setProperty("faceDown", int(side));
            button->setToolTip(tr("Face-down piece (on a start point)"));
            group->addButton(button);
            palette->addWidget(button, int(side), int(types.size()) + 1);
            connect(button, &QToolButton::clicked, this, [this, side] { setFaceDownTool(side); });
            m_toolButtons.push_back(button);
        }
    }
    auto* eraser = new QToolButton(this);
    eraser->setCheckable(true);
    eraser->setText(tr("Erase"));
    group->addButton(eraser);
    palette->addWidget(eraser, 0, int(types.size()), 2, 1);
    connect(eraser, &QToolButton::clicked, this, [this] { m_tool = NoPiece; });
    m_toolButtons.front()->setChecked(true);
    m_tool = makePiece(White, King);

    m_side = new QComboBox(this);
    m_side->addItem(m_xiangqi ? tr("Red to move") : tr("White to move"));
    m_side->addItem(tr("Black to move"));
    connect(m_side, &QComboBox::currentIndexChanged, this, &PositionSetupDialog::rebuildFromPieces);
    auto* options = new QHBoxLayout;
    options->addWidget(m_side);
    if (createBoard(m_variant.toStdString())->hasPockets()) {
        // Crazyhouse: the pieces in hand as the FEN writes them in brackets (White's upper
        // case, Black's lower case, e.g. "NPp").
        m_pockets = new QLineEdit(this);
        m_pockets->setPlaceholderText(tr("pieces in hand, e.g. NPp"));
        connect(m_pockets, &QLineEdit::textEdited, this, &PositionSetupDialog::rebuildFromPieces);
        options->addWidget(new QLabel(tr("In hand:"), this));
        options->addWidget(m_pockets);
    }
    if (!m_xiangqi) {
        const QStringList names = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"),
                                   tr("Black O-O-O")};
        for (int i = 0; i < 4; ++i) {
            m_castling[i] = new QCheckBox(names[i], this);
            options->addWidget(m_castling[i]);
            connect(m_castling[i], &QCheckBox::toggled, this,
                    &PositionSetupDialog::rebuildFromPieces);
        }
    }
    options->addStretch();
    auto* start = new QPushButton(tr("Start position"), this);
    auto* clear = new QPushButton(tr("Clear"), this);
    auto* flip = new QPushButton(tr("Flip"), this);
    options->addWidget(start);
    options->addWidget(clear);
    options->addWidget(flip);
    connect(start, &QPushButton::clicked, this, &PositionSetupDialog::setStartPosition);
    connect(clear, &QPushButton::clicked, this, &PositionSetupDialog::clearBoard);
    connect(flip, &QPushButton::clicked, this,
            [this] { m_view->setFlipped(!m_view->isFlipped()); });

    m_fenEdit = new QLineEdit(this);
    connect(m_fenEdit, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (readFen(text)) {
            showArrangement();
            check();
        } else {
            m_legal = false;
            m_problem =
                tr("the FEN's first field is not a %1x%2 placement").arg(m_width).arg(m_height);
            m_warning.clear();
            m_status->setText(m_problem);
            m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        }
    });
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addLayout(palette);
    layout->addLayout(options);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(new QLabel(tr("FEN:"), this));
    fenRow->addWidget(m_fenEdit, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    if (fen.isEmpty() || !readFen(fen)) readFen(QString::fromStdString(info->startFen));
    showArrangement();
    rebuildFromPieces();
}

void PositionSetupDialog::setTool(Piece piece) {
    m_tool = piece;
    m_toolFaceDown = false;
    for (QToolButton* b : m_toolButtons)
        if (b->property("piece").isValid() && b->property("piece").toInt() == int(piece))
            b->setChecked(true);
}

void PositionSetupDialog::setFaceDownTool(Side side) {
    m_tool = makePiece(side, Pawn); // the side; the type comes from the start point
    m_toolFaceDown = true;
    for (QToolButton* b : m_toolButtons)
        if (b->property("faceDown").isValid() && b->property("faceDown").toInt() == int(side))
            b->setChecked(true);
}

void PositionSetupDialog::showArrangement() {
    m_view->setArrangement(m_width, m_height, m_pieces, m_faceDown);
}

void PositionSetupDialog::placeAt(Square square, Qt::MouseButton button) {
    if (square < 0 || square >= int(m_pieces.size())) return;
    Piece& at = m_pieces[size_t(square)];
    const bool wasFaceDown = m_faceDown[size_t(square)];
    Piece placed = m_tool;
    if (m_toolFaceDown) {
        const PieceType type = XiangqiPosition::startType(sideOf(m_tool), square);
        if (type == NoPieceType && button != Qt::RightButton) return; // not a start point
        placed = makePiece(sideOf(m_tool), type);
    }
    // Left: place the tool (clicking the same piece again removes it); right: remove.
    if (button == Qt::RightButton || m_tool == NoPiece ||
        (at == placed && wasFaceDown == m_toolFaceDown)) {
        at = NoPiece;
        m_faceDown[size_t(square)] = false;
    } else {
        at = placed;
        m_faceDown[size_t(square)] = m_toolFaceDown;
    }
    showArrangement();
    rebuildFromPieces();
}

void PositionSetupDialog::clearBoard() {
    std::fill(m_pieces.begin(), m_pieces.end(), NoPiece);
    m_faceDown.assign(m_pieces.size(), false);
    for (QCheckBox* c : m_castling)
        if (c) c->setChecked(false);
    showArrangement();
    rebuildFromPieces();
}

void PositionSetupDialog::setStartPosition() {
    const VariantInfo* info = findVariant(m_variant.toStdString());
    readFen(QString::fromStdString(info->startFen));
    showArrangement();
    rebuildFromPieces();
}

QString PositionSetupDialog::placementField() const {
    QString field;
    for (int rank = m_height - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < m_width; ++file) {
            const Piece p = m_pieces[size_t(rank * m_width + file)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) field += QString::number(empty);
            empty = 0;
            const bool faceDown = m_faceDown[size_t(rank * m_width + file)];
            const QChar letter =
                faceDown ? QLatin1Char('X') : QLatin1Char(fenLetter(typeOf(p), m_xiangqi));
            field += sideOf(p) == White ? letter : letter.toLower();
        }
        if (empty) field += QString::number(empty);
        if (rank > 0) field += QLatin1Char('/');
    }
    return field;
}

QString PositionSetupDialog::fen() const {
    const QString hand =
        m_pockets ? QStringLiteral("[%1]").arg(m_pockets->text().trimmed()) : QString();
    QString text = placementField() + hand +
                   (m_side->currentIndex() == 0 ? QStringLiteral(" w ") : QStringLiteral(" b "));
    if (m_xiangqi) return text + QStringLiteral("- - 0 1");
    QString castling;
    const char letters[4] = {'K', 'Q', 'k', 'q'};
    for (int i = 0; i < 4; ++i)
        if (m_castling[i]->isChecked()) castling += QLatin1Char(letters[i]);
    if (castling.isEmpty()) castling = QStringLiteral("-");
    return text + castling + QStringLiteral(" - 0 1");
}

bool PositionSetupDialog::readFen(const QString& fen) {
    const QStringList fields = fen.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.isEmpty()) return false;
    QString placement = fields[0];
    QString hand;
    const qsizetype bracket = placement.indexOf(QLatin1Char('['));
    if (bracket >= 0) { // crazyhouse pockets: "...[NPp]"
        if (!m_pockets || !placement.endsWith(QLatin1Char(']'))) return false;
        hand = placement.mid(bracket + 1, placement.size() - bracket - 2);
        placement.truncate(bracket);
    }
    const QStringList rows = placement.split(QLatin1Char('/'));
    if (rows.size() != m_height) return false;
    std::vector<Piece> pieces(size_t(m_width * m_height), NoPiece);
    std::vector<bool> faceDown(pieces.size(), false);
    for (int row = 0; row < m_height; ++row) {
        const int rank = m_height - 1 - row;
        int file = 0;
        const QString& text = rows[row];
        for (int i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (c.isDigit()) {
                int n = c.digitValue();
                if (i + 1 < text.size() && text[i + 1].isDigit())
                    n = n * 10 + text[++i].digitValue();
                file += n;
                continue;
            }
            if (m_jieqi && c.toUpper() == QLatin1Char('X') && file < m_width) {
                // A face-down piece moves as its start point's piece.
                const Side side = c.isUpper() ? White : Black;
                const Square square = rank * m_width + file;
                const PieceType type = XiangqiPosition::startType(side, square);
                if (type == NoPieceType) return false;
                pieces[size_t(square)] = makePiece(side, type);
                faceDown[size_t(square)] = true;
                ++file;
                continue;
            }
            const PieceType type = typeFromLetter(c, m_xiangqi);
            if (type == NoPieceType || file >= m_width) return false;
            pieces[size_t(rank * m_width + file)] =
                type == Stone ? StonePiece : makePiece(c.isUpper() ? White : Black, type);
            ++file;
        }
        if (file != m_width) return false;
    }
    m_pieces = pieces;
    m_faceDown = faceDown;
    m_updating = true;
    if (m_pockets) m_pockets->setText(hand);
    if (fields.size() > 1) m_side->setCurrentIndex(fields[1] == QLatin1String("b") ? 1 : 0);
    if (!m_xiangqi) {
        const QString castling = fields.size() > 2 ? fields[2] : QString();
        const char letters[4] = {'K', 'Q', 'k', 'q'};
        for (int i = 0; i < 4; ++i)
            m_castling[i]->setChecked(castling.contains(QLatin1Char(letters[i])));
    }
    m_updating = false;
    return true;
}

void PositionSetupDialog::rebuildFromPieces() {
    if (m_updating) return;
    m_fenEdit->setText(fen());
    check();
}

QString PositionSetupDialog::problem() const {
    return m_legal ? QString() : m_problem;
}

void PositionSetupDialog::check() {
    auto board = createBoard(m_variant.toStdString());
    std::string why;
    m_legal = board->setFen(fen().toStdString(), &why);
    QStringList warnings;
    if (m_legal)
        for (const std::string& w : board->fenWarnings()) warnings << QString::fromStdString(w);
    m_warning = warnings.join(QLatin1Char('\n'));
    QString text;
    if (m_legal && !board->hasLegalMoves())
        text = tr("Legal, but the side to move has no moves (the game is over).");
    else
        text = m_legal ? tr("The position is legal.")
                       : tr("Not legal: %1").arg(QString::fromStdString(why));
    if (!m_warning.isEmpty()) text += QLatin1Char('\n') + tr("Warning: %1").arg(m_warning);
    m_status->setText(text);
    m_problem = QString::fromStdString(why);
    // Red for a refusal, amber for a position accepted with a warning.
    m_status->setStyleSheet(!m_legal              ? QStringLiteral("color:#b00020;")
                            : m_warning.isEmpty() ? QString()
                                                  : QStringLiteral("color:#a05a00;"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_legal);
}

} // namespace arbiter::gui
