#include "seatplayer.h"

#include "board/turn.h"
#include "board/variant.h"
#include "wsclient.h"

#include <QJsonArray>

namespace arbiter::test {

namespace {
QString sideOfBoard(const Board& board) {
    return board.sideToMove() == White ? QStringLiteral("white") : QStringLiteral("black");
}
} // namespace

QString SeatPlayer::fen() const {
    return m_board ? QString::fromStdString(m_board->fen()) : QString();
}

bool SeatPlayer::setUpGame(const QJsonObject& game, QString* why) {
    m_board = createBoard(game.value("variant").toString().toStdString());
    std::string error;
    if (!m_board || !m_board->setFen(game.value("startFen").toString().toStdString(), &error)) {
        *why = QStringLiteral("cannot set up %1: %2")
                   .arg(game.value("startFen").toString(), QString::fromStdString(error));
        return false;
    }
    m_moves.clear();
    m_over = false;
    m_result = QJsonObject();
    for (const QJsonValue& v : game.value("moves").toArray()) {
        const QString text = v.toObject().value("move").toString();
        const std::vector<Move> parts = parseTurn(*m_board, text.toStdString(), &error);
        if (parts.empty()) {
            *why = QStringLiteral("stored move %1 does not play: %2")
                       .arg(text, QString::fromStdString(error));
            return false;
        }
        for (Move m : parts) m_board->makeMove(m);
        m_moves << text;
    }
    m_toMove = sideOfBoard(*m_board);
    return true;
}

QJsonObject SeatPlayer::requestToAnswer() const {
    if (m_request.isEmpty() || m_over || m_side.isEmpty()) return QJsonObject();
    if (m_request.value("state").toString() != QLatin1String("asked")) return QJsonObject();
    if (m_request.value("by").toString() == m_side) return QJsonObject();
    return m_request;
}

bool SeatPlayer::apply(const QJsonObject& m, QString* why) {
    const QString t = m.value("t").toString();
    if (t == QLatin1String("error")) {
        m_errors << m.value("error").toString();
        return true;
    }
    if (m.value("room").toInteger() != m_room) return true;
    const qint64 n = m.value("n").toInteger(0);
    if (t == QLatin1String("snapshot")) {
        m_lastEvent = n;
        m_side = m.value("you").toObject().value("side").toString();
        m_you = m.value("you").toObject();
        const QJsonObject game = m.value("game").toObject();
        if (!game.isEmpty()) {
            if (!setUpGame(game, why)) return false;
            m_legal.clear();
            for (const QJsonValue& v : game.value("legal").toArray()) m_legal << v.toString();
            if (game.contains("result")) {
                m_over = true;
                m_result = game.value("result").toObject();
            }
        }
        return true;
    }
    if (n > 0) {
        if (n <= m_lastEvent) return true; // known already (a snapshot was newer)
        if (n != m_lastEvent + 1) {
            *why = QStringLiteral("event %1 after %2: one is missing").arg(n).arg(m_lastEvent);
            return false;
        }
        m_lastEvent = n;
    }
    if (m.contains("you")) {
        m_you = m.value("you").toObject();
        m_side = m_you.value("side").toString();
    }
    if (t == QLatin1String("start")) {
        if (!setUpGame(m, why)) return false;
    } else if (t == QLatin1String("move")) {
        if (!m_board) return true;
        const int ply = m.value("ply").toInt();
        if (ply != turns() + 1) {
            *why = QStringLiteral("move %1 arrives after %2 turns").arg(ply).arg(turns());
            return false;
        }
        std::string error;
        const QString text = m.value("move").toString();
        const std::vector<Move> parts = parseTurn(*m_board, text.toStdString(), &error);
        if (parts.empty()) {
            *why = QStringLiteral("the server's move %1 is not legal here: %2")
                       .arg(text, QString::fromStdString(error));
            return false;
        }
        for (Move part : parts) m_board->makeMove(part);
        m_moves << text;
        if (QString::fromStdString(m_board->fen()) != m.value("fen").toString()) {
            *why =
                QStringLiteral("after %1 the server says %2, the board %3")
                    .arg(text, m.value("fen").toString(), QString::fromStdString(m_board->fen()));
            return false;
        }
        m_toMove = sideOfBoard(*m_board);
        if (m.value("ends").toBool()) m_over = true; // the end event follows
    } else if (t == QLatin1String("takeback")) {
        const int keep = m.value("ply").toInt();
        const QStringList moves = m_moves.mid(0, keep);
        QJsonObject game{{"variant", QString::fromStdString(m_board->variant().name)},
                         {"startFen", QString()}};
        // Replay from the start position kept in the first board state.
        while (m_board->historySize() > 0) m_board->undoMove();
        const std::string start = m_board->fen();
        game["startFen"] = QString::fromStdString(start);
        QJsonArray list;
        for (const QString& mv : moves) list.append(QJsonObject{{"move", mv}});
        game["moves"] = list;
        if (!setUpGame(game, why)) return false;
    } else if (t == QLatin1String("end")) {
        m_over = true;
        m_result = m;
        m_ended = true;
    } else if (t == QLatin1String("request")) {
        m_request = m;
    }
    if (t == QLatin1String("start") || t == QLatin1String("move") ||
        t == QLatin1String("takeback")) {
        m_legal.clear();
        for (const QJsonValue& v : m.value("legal").toArray()) m_legal << v.toString();
    }
    return true;
}

bool SeatPlayer::drain(QString* why) {
    for (const QJsonObject& m : m_client->takeAll())
        if (!apply(m, why)) return false;
    return true;
}

QString SeatPlayer::randomTurn(std::mt19937& random) const {
    std::unique_ptr<Board> probe = m_board->clone();
    QStringList parts;
    const QString first = m_legal.at(int(random() % m_legal.size()));
    const Move m = probe->parseMove(first.toStdString());
    parts << first;
    probe->makeMove(m);
    while (probe->midTurn() && probe->positionEnd().isNone()) {
        MoveList legal;
        probe->legalMoves(legal);
        const Move next = legal[int(random() % legal.size())];
        parts << QString::fromStdString(probe->moveToCoordinate(next));
        probe->makeMove(next);
    }
    return parts.join(QLatin1Char(','));
}

QString SeatPlayer::playRandom(std::mt19937& random) {
    const QString turn = randomTurn(random);
    m_client->send({{"t", "move"}, {"room", m_room}, {"move", turn}, {"ply", turns()}});
    return turn;
}

} // namespace arbiter::test
