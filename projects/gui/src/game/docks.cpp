#include "gui/game/docks.h"

#include "gui/board/xiangqifonts.h"
#include "gui/game/gamesession.h"
#include "text/translatedtext.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <algorithm>

namespace arbiter::gui {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

Side firstMover(const GameSession& session) {
    return session.tree().boardAt(session.tree().root())->sideToMove();
}

// The side that made the move of a main-line node.
Side moverOf(const GameSession& session, const MoveTree::Node* node) {
    const Side first = firstMover(session);
    return node->ply % 2 == 1 ? first : ~first;
}
} // namespace

int graphScore(const EngineScore& score, Side engineSide) {
    int cp = 0;
    if (score.type == EngineScore::Type::Mate)
        cp = score.value > 0 ? 1000 : -1000;
    else
        cp = std::clamp(score.value, -1000, 1000);
    return engineSide == White ? cp : -cp;
}

// ---------------------------------------------------------------------------------------------
// Move list

MoveListView::MoveListView(QWidget* parent) : QTextBrowser(parent) {
    setFont(withChineseText(font()));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (!m_session) return;
        const int id = url.fragment().mid(1).toInt();
        if (const MoveTree::Node* node = m_session->tree().node(id)) m_session->goTo(node);
    });
}

void MoveListView::setSession(GameSession* session) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &GameSession::treeChanged, this, &MoveListView::refresh);
        connect(session, &GameSession::positionChanged, this, &MoveListView::refresh);
        // A game ends without a move by resignation, a flag or an adjudication, and a mate's
        // result is known only after its move was listed: the result line comes at once.
        connect(session, &GameSession::gameFinished, this, &MoveListView::refresh);
    }
    refresh();
}

void MoveListView::setNotation(Notation chess, Notation xiangqi) {
    m_chess = chess;
    m_xiangqi = xiangqi;
    refresh();
}

QMimeData* MoveListView::createMimeDataFromSelection() const {
    auto* mime = new QMimeData;
    mime->setText(copyableText(textCursor().selection().toPlainText()));
    return mime;
}

// "!", "?", "!!", "??", "!?", "?!" for NAGs 1-6 (what analysis writes), "$n" for the rest.
QString nagGlyphs(const std::vector<uint8_t>& nags) {
    static const char* glyphs[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    QString text;
    for (uint8_t nag : nags)
        text += nag >= 1 && nag <= 6 ? QString::fromLatin1(glyphs[nag])
                                     : QStringLiteral(" $%1").arg(nag);
    return text;
}

void MoveListView::refresh() {
    if (!m_session) {
        clear();
        return;
    }
    const MoveTree& tree = m_session->tree();
    auto board = tree.boardAt(tree.root());
    const Notation notation = board->variant().family == BoardFamily::Xiangqi ? m_xiangqi : m_chess;
    const MoveTree::Node* current = m_session->current();
    QString html = QStringLiteral("<div style='line-height:140%'>");

    auto moveHtml = [&](const MoveTree::Node* node, bool withNumber, int depth) {
        QString text;
        // The second part of a turn (double-step, stone xiangqi) joins its first with ','
        // under the turn's number, as PGN writes it (h2e2,S@e5).
        const bool continuesTurn = board->midTurn();
        if (continuesTurn && !withNumber) {
            if (html.endsWith(QLatin1Char(' '))) html.chop(1);
            text += QLatin1Char(',');
        } else if (withNumber || board->sideToMove() == White) {
            // The position's own move number: a game from a FEN goes on from its number. A
            // number belongs to White's (Red's) move; Black's has "N..." where it opens a line
            // (a FEN with Black to move, a variation), as PGN writes it.
            const int number = board->fullmoveNumber();
            text += board->sideToMove() == White ? QStringLiteral("%1.&nbsp;").arg(number)
                                                 : QStringLiteral("%1...&nbsp;").arg(number);
        }
        const QString move =
            unbreakable((qs(board->moveToString(node->move, notation)) + nagGlyphs(node->nags))
                            .toHtmlEscaped());
        const QString style = node == current ? QStringLiteral("background:#2f6fbf;color:white;")
                                              : (depth == 0 ? QStringLiteral("color:#111;")
                                                            : QStringLiteral("color:#555;"));
        text += QStringLiteral("<a href='#n%1' style='text-decoration:none;%2'>%3</a> ")
                    .arg(node->id)
                    .arg(style, move);
        if (!node->comment.isEmpty())
            text += QStringLiteral("<span style='color:#777'>{%1}</span> ")
                        .arg(node->comment.toHtmlEscaped());
        return text;
    };
    std::function<void(const MoveTree::Node*, int, bool)> line = [&](const MoveTree::Node* from,
                                                                     int depth, bool numberFirst) {
        const MoveTree::Node* at = from;
        bool number = numberFirst;
        int made = 0;
        while (!at->children.empty()) {
            const MoveTree::Node* next = at->children.front().get();
            html += moveHtml(next, number, depth);
            number = false;
            for (size_t i = 1; i < at->children.size(); ++i) {
                const MoveTree::Node* alt = at->children[i].get();
                html += QStringLiteral("<span style='color:#555'>( ");
                html += moveHtml(alt, true, depth + 1);
                board->makeMove(alt->move);
                line(alt, depth + 1, false);
                board->undoMove();
                html += QStringLiteral(")</span> ");
                number = true; // the line goes on after a variation: repeat the number
            }
            board->makeMove(next->move);
            ++made;
            at = next;
        }
        for (int i = 0; i < made; ++i) board->undoMove();
    };
    line(tree.root(), 0, true);
    const GameResult& result = m_session->result();
    if (!result.isNone())
        html += QStringLiteral("<b>%1</b> <i>%2</i>")
                    .arg(qs(result.displayText()).toHtmlEscaped(),
                         translatedText(result.reason()).toHtmlEscaped());
    html += QStringLiteral("</div>");
    const int scroll = verticalScrollBar()->value();
    setHtml(html);
    showCurrentMove(scroll);
}

// The list follows the board: the move shown on the board is scrolled into view (by as little
// as possible from where the list was), the start position shows the top and the last move of
// a finished game the result after it.
void MoveListView::showCurrentMove(int previousScroll) {
    verticalScrollBar()->setValue(previousScroll);
    const MoveTree& tree = m_session->tree();
    const MoveTree::Node* current = m_session->current();
    QTextCursor cursor(document());
    if (current == tree.mainLineEnd())
        cursor.movePosition(QTextCursor::End); // the last move and the result after it
    else if (current != tree.root())
        cursor.setPosition(std::max(0, positionOf(current)));
    // ensureCursorVisible lays the document out up to the cursor, so the scroll range is right
    // even before the whole text is laid out.
    setTextCursor(cursor);
    ensureCursorVisible();
}

int MoveListView::positionOf(const MoveTree::Node* node) const {
    const QString href = QStringLiteral("#n%1").arg(node->id);
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorHref() == href) return it.fragment().position();
    return -1;
}

QRect MoveListView::moveRect(const MoveTree::Node* node) const {
    const int at = positionOf(node);
    if (at < 0) return {};
    QTextCursor cursor(document());
    cursor.setPosition(at);
    return cursorRect(cursor);
}

QString MoveListView::mainLineText() const {
    if (!m_session) return {};
    const MoveTree& tree = m_session->tree();
    auto board = tree.boardAt(tree.root());
    const Notation notation = board->variant().family == BoardFamily::Xiangqi ? m_xiangqi : m_chess;
    QStringList moves;
    for (const MoveTree::Node* n : tree.mainLine()) {
        moves << qs(board->moveToString(n->move, notation));
        board->makeMove(n->move);
    }
    return moves.join(QLatin1Char(' '));
}

void MoveListView::contextMenuEvent(QContextMenuEvent* event) {
    const QString anchor = anchorAt(event->pos());
    if (!m_session || anchor.isEmpty()) {
        QTextBrowser::contextMenuEvent(event);
        return;
    }
    const MoveTree::Node* node = m_session->tree().node(anchor.mid(2).toInt());
    if (!node) return;
    QMenu menu(this);
    const bool editable = m_session->mode() != GameSession::Mode::Playing;
    QAction* comment = menu.addAction(tr("Edit comment..."));
    QAction* promote = menu.addAction(tr("Make main line"));
    QAction* remove = menu.addAction(tr("Delete from here"));
    promote->setEnabled(editable && !node->isMainLine());
    remove->setEnabled(m_session->mode() == GameSession::Mode::Recording);
    QAction* chosen = menu.exec(event->globalPos());
    if (chosen == comment) {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Comment"), tr("Comment:"),
                                                   QLineEdit::Normal, node->comment, &ok);
        if (ok) m_session->setComment(node, text);
    } else if (chosen == promote) {
        m_session->goTo(node);
        m_session->promoteCurrentLine();
    } else if (chosen == remove) {
        m_session->goTo(node);
        m_session->deleteCurrentMove();
    }
}

// ---------------------------------------------------------------------------------------------
// Engine output

EngineOutputView::EngineOutputView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    for (Side s : {White, Black}) {
        auto* box = new QWidget(splitter);
        auto* boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(2, 2, 2, 2);
        m_headers[s] = new QLabel(box);
        m_tables[s] = new QTableWidget(0, 5, box);
        m_tables[s]->setFont(withChineseText(m_tables[s]->font()));
        m_tables[s]->setWordWrap(false);
        m_tables[s]->setHorizontalHeaderLabels(
            {tr("Depth"), tr("Score"), tr("Time"), tr("Nodes"), tr("PV")});
        QHeaderView* header = m_tables[s]->horizontalHeader();
        for (int c = 0; c < 4; ++c) header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
        header->setSectionResizeMode(4, QHeaderView::Stretch);
        m_tables[s]->verticalHeader()->hide();
        m_tables[s]->verticalHeader()->setDefaultSectionSize(m_tables[s]->fontMetrics().height() +
                                                             4);
        m_tables[s]->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_tables[s]->setSelectionBehavior(QAbstractItemView::SelectRows);
        boxLayout->addWidget(m_headers[s]);
        boxLayout->addWidget(m_tables[s]);
        splitter->addWidget(box);
    }
    layout->addWidget(splitter);
}

void EngineOutputView::setSession(GameSession* session) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &GameSession::thinkingReset, this, &EngineOutputView::refill);
        connect(session, &GameSession::engineThinking, this,
                [this](int side, const MoveEvaluation& e) {
                    const Side s = Side(side);
                    auto board = m_session->boardAtPly(m_session->thinkingPly(s));
                    if (m_session->thinkingLines(s).size() == 1) m_tables[s]->setRowCount(0);
                    addLine(s, e, *board);
                    updateHeader(s, e);
                });
    }
    refill();
}

void EngineOutputView::setNotation(Notation chess, Notation xiangqi) {
    m_chess = chess;
    m_xiangqi = xiangqi;
    refill();
}

void EngineOutputView::refill() {
    for (Side s : {White, Black}) {
        m_tables[s]->setRowCount(0);
        m_headers[s]->clear();
        if (!m_session) continue;
        const QString name = m_session->playerName(s);
        m_headers[s]->setText(QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()));
        auto board = m_session->boardAtPly(m_session->thinkingPly(s));
        for (const MoveEvaluation& e : m_session->thinkingLines(s)) addLine(s, e, *board);
        if (!m_session->thinkingLines(s).isEmpty())
            updateHeader(s, m_session->thinkingLines(s).back());
    }
}

void EngineOutputView::updateHeader(Side side, const MoveEvaluation& e) {
    QString text = QStringLiteral("<b>%1</b>").arg(m_session->playerName(side).toHtmlEscaped());
    if (e.nps > 0) text += tr("  %1 kN/s").arg(e.nps / 1000);
    if (e.hashFull >= 0) text += tr("  hash %1%").arg(e.hashFull / 10.0, 0, 'f', 1);
    if (e.tbHits > 0) text += tr("  TB %1").arg(e.tbHits);
    m_headers[side]->setText(text);
}

void EngineOutputView::addLine(Side side, const MoveEvaluation& e, const Board& from) {
    if (e.depth < 0 && e.pv.isEmpty() && !e.score.isValid()) return; // currmove-only lines
    const Notation notation = from.variant().family == BoardFamily::Xiangqi ? m_xiangqi : m_chess;
    auto board = from.clone();
    QStringList pv;
    for (const QString& token : e.pv) {
        const Move m = board->parseMove(token.toStdString());
        if (m.isNull()) {
            pv << token;
            break;
        }
        pv << qs(board->moveToString(m, notation));
        board->makeMove(m);
    }
    QTableWidget* table = m_tables[side];
    table->insertRow(0);
    const QStringList cells = {
        e.depth >= 0 ? (e.selDepth > 0 ? QStringLiteral("%1/%2").arg(e.depth).arg(e.selDepth)
                                       : QString::number(e.depth))
                     : QString(),
        e.score.isValid() ? e.score.toString() : QString(),
        e.timeMs >= 0 ? QString::number(e.timeMs / 1000.0, 'f', 2) : QString(),
        e.nodes >= 0 ? QString::number(e.nodes) : QString(), pv.join(QLatin1Char(' '))};
    for (int c = 0; c < cells.size(); ++c) table->setItem(0, c, new QTableWidgetItem(cells[c]));
    if (table->rowCount() > 300) table->setRowCount(300);
}

// ---------------------------------------------------------------------------------------------
// Evaluation graph

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(80);
}

void EvaluationGraph::setSession(GameSession* session) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &GameSession::treeChanged, this, qOverload<>(&QWidget::update));
        connect(session, &GameSession::positionChanged, this, qOverload<>(&QWidget::update));
    }
    update();
}

QVector<QPair<int, int>> EvaluationGraph::points(Side mover) const {
    QVector<QPair<int, int>> result;
    if (!m_session) return result;
    for (const MoveTree::Node* n : m_session->tree().mainLine()) {
        const Side side = moverOf(*m_session, n);
        if (side != mover || !n->evaluation.score.isValid()) continue;
        result.append({n->ply, graphScore(n->evaluation.score, side)});
    }
    return result;
}

QRectF EvaluationGraph::plotArea() const {
    return QRectF(rect()).adjusted(34, 8, -8, -16);
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    const int plies = m_session ? std::max<int>(10, int(m_session->tree().mainLine().size())) : 10;
    auto at = [&](int ply, int cp) {
        return QPointF(area.left() + area.width() * (ply - 0.5) / plies,
                       area.center().y() - area.height() / 2 * cp / 1000.0);
    };
    // Grid: 0 and +-2, +-5, +-10 pawns; the +-2 lines stay unlabelled (too close to 0).
    p.setPen(QPen(palette().mid().color(), 1, Qt::DotLine));
    QFont small = font();
    small.setPixelSize(10);
    p.setFont(small);
    for (int cp : {-1000, -500, -200, 0, 200, 500, 1000}) {
        const qreal y = at(1, cp).y();
        p.setPen(QPen(palette().mid().color(), cp == 0 ? 1.5 : 1,
                      cp == 0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        p.setPen(palette().text().color());
        if (std::abs(cp) == 200) continue;
        p.drawText(QRectF(0, y - 7, area.left() - 4, 14), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(cp / 100));
    }
    if (!m_session) return;
    const MoveTree::Node* current = m_session->current();
    if (!current->isRoot() && current->isMainLine()) {
        p.setPen(QPen(QColor(47, 111, 191, 160), 2));
        const qreal x = at(current->ply, 0).x();
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    const bool xiangqi = m_session->isXiangqi();
    const QColor colours[2] = {xiangqi ? QColor(200, 16, 46) : QColor(230, 150, 20),
                               QColor(40, 40, 40)};
    for (Side s : {White, Black}) {
        const auto pts = points(s);
        if (pts.isEmpty()) continue;
        QPolygonF line;
        for (const auto& pt : pts) line << at(pt.first, pt.second);
        p.setPen(QPen(colours[s], 2));
        p.drawPolyline(line);
        p.setBrush(colours[s]);
        for (const QPointF& q : line) p.drawEllipse(q, 2.5, 2.5);
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (!m_session) return;
    const auto line = m_session->tree().mainLine();
    if (line.empty()) return;
    const QRectF area = plotArea();
    const int plies = std::max<int>(10, int(line.size()));
    const int ply = int((event->position().x() - area.left()) / area.width() * plies) + 1;
    if (ply >= 1 && ply <= int(line.size())) m_session->goTo(line[size_t(ply - 1)]);
}

// ---------------------------------------------------------------------------------------------
// Debug log and tags

DebugLogView::DebugLogView(QWidget* parent) : QPlainTextEdit(parent) {
    setReadOnly(true);
    setMaximumBlockCount(20000);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    setFont(mono);
}

void DebugLogView::setSession(GameSession* session) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    clear();
    if (!session) return;
    setPlainText(session->debugLog().join(QLatin1Char('\n')));
    connect(session, &GameSession::debugLine, this, &QPlainTextEdit::appendPlainText);
}

TagsView::TagsView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, 2, this);
    m_table->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table);
    connect(m_table, &QTableWidget::cellChanged, this, [this](int row, int column) {
        if (m_filling || !m_session || column != 1) return;
        m_session->setTag(m_table->item(row, 0)->text(), m_table->item(row, 1)->text());
    });
}

void TagsView::setSession(GameSession* session) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    if (session) connect(session, &GameSession::stateChanged, this, &TagsView::refresh);
    refresh();
}

void TagsView::refresh() {
    m_filling = true;
    m_table->setRowCount(0);
    if (m_session) {
        for (const auto& tag : m_session->tags()) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            auto* name = new QTableWidgetItem(tag.first);
            name->setFlags(name->flags() & ~Qt::ItemIsEditable);
            m_table->setItem(row, 0, name);
            m_table->setItem(row, 1, new QTableWidgetItem(tag.second));
        }
    }
    m_filling = false;
}

} // namespace arbiter::gui
