#include "gui/online/onlinegame.h"

#include "board/turn.h"
#include "gui/game/gamesession.h"
#include "online/roomclock.h"
#include "online/roomrules.h"
#include "text/translatedtext.h"

#include <QDateTime>
#include <QImage>
#include <QJsonArray>

namespace arbiter::gui {

namespace {
using T = GameResult::Termination;

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString ordinal(int n) {
    const int tens = n % 100;
    const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                         : n % 10 == 1              ? "st"
                         : n % 10 == 2              ? "nd"
                         : n % 10 == 3              ? "rd"
                                                    : "th";
    return QString::number(n) + QLatin1String(suffix);
}

constexpr int AvatarPixels = 28;
} // namespace

using online::sideFromKey;
using online::sideKey;

OnlineGame::OnlineGame(GameSession* session, OnlineClient* client)
    : QObject(session), m_session(session), m_client(client) {
    client->setParent(this);
    m_since.start();
    m_clockSince.start();
    connect(client, &OnlineClient::roomMessage, this, &OnlineGame::onMessage);
    connect(client, &OnlineClient::serverError, this, &OnlineGame::onError);
    connect(client, &OnlineClient::stateChanged, this, [this] {
        // A turn sent on a connection that dropped is lost: the board shows the game again.
        if (m_client->state() != OnlineClient::State::Connected && m_moveSent) {
            m_moveSent = false;
            emit m_session->positionChanged(false);
        }
        emit m_session->stateChanged();
    });
    m_awayTicks.setInterval(1000);
    connect(&m_awayTicks, &QTimer::timeout, m_session, &GameSession::stateChanged);
}

OnlineGame::~OnlineGame() {
    // Closing the tab leaves the room; the connection ends in the background.
    if (m_client) m_client->leaveAndDelete();
}

QString OnlineGame::sideWord(Side side) const {
    return translatedText(sideName(side, m_redBlack));
}

// ---------------------------------------------------------------------------------------------
// Seats

QString OnlineGame::seatLabel(Side side) const {
    const Seat& s = m_seats[side];
    if (s.name.isEmpty()) return QString();
    if (s.guest) return tr("%1 (guest)").arg(s.name);
    if (s.engine) return s.name; // no rating: engines are never rated
    return QStringLiteral("%1 (%2%3)")
        .arg(s.name)
        .arg(s.rating)
        .arg(s.provisional ? QStringLiteral("?") : QString());
}

qint64 OnlineGame::claimInMs(Side side) const {
    const Seat& s = m_seats[side];
    if (!s.away || s.claimAtMs < 0) return -1;
    return std::max<qint64>(0, s.claimAtMs - now());
}

void OnlineGame::readSeats(const QJsonObject& seats) {
    const Side before = m_ownSide;
    for (Side side : {White, Black}) {
        const QJsonObject o = seats.value(sideKey(side)).toObject();
        Seat seat;
        seat.name = o.value(QStringLiteral("name")).toString();
        seat.guest = o.value(QStringLiteral("guest")).toBool();
        seat.engine = o.value(QStringLiteral("engine")).toBool();
        seat.rating = o.value(QStringLiteral("rating")).toInt();
        seat.provisional = o.value(QStringLiteral("provisional")).toBool();
        seat.hasAvatar = o.value(QStringLiteral("avatar")).toBool();
        seat.ready = o.value(QStringLiteral("ready")).toBool();
        seat.away = o.value(QStringLiteral("away")).toBool();
        Seat& old = m_seats[side];
        if (old.name == seat.name) {
            seat.avatar = old.avatar;
            if (seat.away) seat.claimAtMs = old.claimAtMs;
        }
        // Away without a presence event seen: the room's grace period from now, at most.
        if (seat.away && seat.claimAtMs < 0)
            seat.claimAtMs =
                now() + 1000 * qint64(m_rules.value(QStringLiteral("graceSeconds")).toInt(40));
        old = seat;
        if (seat.hasAvatar && seat.avatar.isNull() && !m_avatarsAsked.contains(seat.name))
            fetchAvatar(side);
    }
    updateAwayTicks();
    emit seatsChanged();
    if (m_ownSide != before) emit m_session->seatChanged();
}

void OnlineGame::readPresence(Side side, bool away, qint64 claimInMs) {
    if (side == NoSide) return;
    Seat& seat = m_seats[side];
    const bool changed = seat.away != away;
    seat.away = away;
    seat.claimAtMs = away ? now() + std::max<qint64>(0, claimInMs) : -1;
    if (changed && !seat.name.isEmpty() && side != m_ownSide)
        emit m_session->message(away ? tr("%1 is away.").arg(seat.name)
                                     : tr("%1 is back.").arg(seat.name));
    updateAwayTicks();
    emit seatsChanged();
}

void OnlineGame::updateAwayTicks() {
    const bool away = m_seats[White].away || m_seats[Black].away;
    if (away && isPlaying())
        m_awayTicks.start();
    else
        m_awayTicks.stop();
}

void OnlineGame::fetchAvatar(Side side) {
    const QString name = m_seats[side].name;
    const bool sent = m_client->call(
        {{QStringLiteral("t"), QStringLiteral("profile")}, {QStringLiteral("name"), name}},
        [this, name](const QJsonObject& answer) {
            const QByteArray bytes = QByteArray::fromBase64(
                answer.value(QStringLiteral("avatar")).toString().toLatin1());
            QImage image;
            if (bytes.isEmpty() || !image.loadFromData(bytes)) return;
            const QPixmap pixmap = QPixmap::fromImage(image.scaled(
                AvatarPixels, AvatarPixels, Qt::KeepAspectRatio, Qt::SmoothTransformation));
            for (Seat& seat : m_seats)
                if (seat.name == name) seat.avatar = pixmap;
            emit seatsChanged();
            emit m_session->stateChanged();
        });
    if (sent) m_avatarsAsked.insert(name);
}

// ---------------------------------------------------------------------------------------------
// Events

void OnlineGame::onMessage(const QJsonObject& m) {
    const QString t = m.value(QStringLiteral("t")).toString();
    if (t == QLatin1String("snapshot")) {
        readSnapshot(m);
    } else if (t == QLatin1String("seats")) {
        readSeats(m.value(QStringLiteral("seats")).toObject());
        // The server tells a seated or queued member where they are (colours swap for a
        // rematch, the queue moves up); no `you`: neither seated nor queued any more.
        readPlace(m.value(QStringLiteral("you")).toObject());
    } else if (t == QLatin1String("watchers")) {
        m_watchers = m.value(QStringLiteral("count")).toInt();
    } else if (t == QLatin1String("presence")) {
        readPresence(sideFromKey(m.value(QStringLiteral("side")).toString()),
                     m.value(QStringLiteral("away")).toBool(),
                     m.value(QStringLiteral("claimInMs")).toInteger());
    } else if (t == QLatin1String("start")) {
        readStart(m);
    } else if (t == QLatin1String("move")) {
        readMove(m);
    } else if (t == QLatin1String("request")) {
        readRequest(m);
    } else if (t == QLatin1String("takeback")) {
        readTakeBack(m);
    } else if (t == QLatin1String("end")) {
        readEnd(m);
    } else if (t == QLatin1String("chat")) {
        emit m_session->message(
            QStringLiteral("%1: %2").arg(m.value(QStringLiteral("from")).toString(),
                                         m.value(QStringLiteral("text")).toString()));
    }
    emit m_session->stateChanged();
}

void OnlineGame::onError(const QString& text, const QString& about) {
    if (about == QLatin1String("move") && m_moveSent) {
        // The server refused the turn: the board shows the game as it is.
        m_moveSent = false;
        emit m_session->positionChanged(false);
    }
    emit m_session->message(text);
    emit m_session->stateChanged();
}

void OnlineGame::readSnapshot(const QJsonObject& m) {
    m_rules = m.value(QStringLiteral("rules")).toObject();
    // The byo-yomi period's length, for counting a running clock through its periods.
    online::RoomTimeControl timeControl;
    m_periodMs = online::RoomTimeControl::parse(
                     m_rules.value(QStringLiteral("timeControl")).toString(), timeControl, nullptr)
                     ? timeControl.periodMs()
                     : 0;
    m_redBlack = m_rules.value(QStringLiteral("redBlack")).toBool();
    const QJsonObject you = m.value(QStringLiteral("you")).toObject();
    readSeats(m.value(QStringLiteral("seats")).toObject());
    readPlace(you);
    m_watchers =
        m.value(QStringLiteral("watchers")).toObject().value(QStringLiteral("count")).toInt();
    const QJsonObject away = m.value(QStringLiteral("claimInMs")).toObject();
    for (Side side : {White, Black})
        if (away.contains(sideKey(side)))
            readPresence(side, true, away.value(sideKey(side)).toInteger());
    const QJsonObject game = m.value(QStringLiteral("game")).toObject();
    if (game.isEmpty()) {
        // No game yet: the room's board, empty of moves.
        m_hasGame = false;
        m_over = false;
        QString error;
        m_session->m_tree.reset(m_rules.value(QStringLiteral("variant")).toString(),
                                m_rules.value(QStringLiteral("fen")).toString(), &error);
        m_turnEnds.clear();
        m_session->m_mode = GameSession::Mode::Finished;
        m_session->m_result = GameResult();
        m_session->setCurrent(m_session->m_tree.root(), false);
        emit m_session->treeChanged();
        emit m_session->seatChanged();
        return;
    }
    if (!setUpGame(game)) return;
    m_took.clear();
    for (const QJsonValue& v : game.value(QStringLiteral("took")).toArray()) m_took << v.toString();
    readClock(game.value(QStringLiteral("clock")).toObject());
    readNotes(game);
    if (you.contains(QStringLiteral("side"))) readYou(you);
    if (game.contains(QStringLiteral("result"))) {
        finish(game.value(QStringLiteral("result")).toObject(), false);
    } else {
        const QJsonObject pending = game.value(QStringLiteral("pending")).toObject();
        if (!pending.isEmpty())
            askAnswer(pending, pending.value(QStringLiteral("expiresInMs")).toInteger());
    }
    // The person's side may be another one than the tab thought (a rematch while away).
    emit m_session->seatChanged();
}

void OnlineGame::readStart(const QJsonObject& m) {
    readSeats(m.value(QStringLiteral("seats")).toObject());
    if (!setUpGame(m)) return;
    m_took.clear();
    readClock(m.value(QStringLiteral("clock")).toObject());
    readNotes(m);
    if (m.contains(QStringLiteral("you"))) readYou(m.value(QStringLiteral("you")).toObject());
    emit m_session->message(
        tr("The game begins: %1 plays %2.").arg(m_seats[White].name, sideWord(White)));
    emit m_session->seatChanged();
}

bool OnlineGame::setUpGame(const QJsonObject& game) {
    GameSession& s = *m_session;
    QString error;
    const QString variant = game.value(QStringLiteral("variant")).toString();
    if (!s.m_tree.reset(variant, game.value(QStringLiteral("startFen")).toString(), &error)) {
        emit s.message(tr("The server's game cannot be shown: %1").arg(error));
        return false;
    }
    m_redBlack = online::isRedBlackVariant(variant);
    m_hasGame = true;
    m_over = false;
    m_moveSent = false;
    m_requestExpiresAtMs = -1;
    m_turnEnds.clear();
    s.m_result = GameResult();
    s.m_pending = GameSession::Request::None;
    s.m_pendingSide = NoSide;
    s.m_mode = GameSession::Mode::Playing;
    s.m_settings.variant = variant;
    s.m_settings.startFen = game.value(QStringLiteral("startFen")).toString();
    for (const QJsonValue& v : game.value(QStringLiteral("moves")).toArray()) {
        if (!appendTurn(v.toObject().value(QStringLiteral("move")).toString())) return false;
    }
    // Tags of the record the tab saves (docs/gui.md, "Playing online").
    s.m_tags.clear();
    s.setTag(QStringLiteral("Event"), tr("Arbiter online, room %1").arg(room()));
    s.setTag(QStringLiteral("Site"), serverText());
    s.setTag(QStringLiteral("Date"),
             QDateTime::currentDateTime().toString(QStringLiteral("yyyy.MM.dd")));
    s.setTag(QStringLiteral("Round"),
             QString::number(game.value(QStringLiteral("serial")).toInt()));
    m_lastPlayers = {m_seats[White].name, m_seats[Black].name};
    s.setTag(QStringLiteral("White"), m_seats[White].name);
    s.setTag(QStringLiteral("Black"), m_seats[Black].name);
    s.setTag(QStringLiteral("Result"), QStringLiteral("*"));
    s.setTag(QStringLiteral("TimeControl"),
             m_rules.value(QStringLiteral("timeControl")).toString());
    s.setCurrent(s.m_tree.mainLineEnd(), false);
    emit s.treeChanged();
    return true;
}

bool OnlineGame::appendTurn(const QString& text) {
    GameSession& s = *m_session;
    MoveTree::Node* node = s.m_tree.mainLineEnd();
    const auto before = s.m_tree.boardAt(node);
    std::string error;
    const std::vector<Move> parts = parseTurn(*before, text.toStdString(), &error);
    if (parts.empty()) {
        emit s.message(tr("The server's move %1 does not play here: %2").arg(text, qs(error)));
        return false;
    }
    for (Move part : parts) node = s.m_tree.addMove(node, part);
    m_turnEnds.push_back(node->ply);
    return true;
}

void OnlineGame::readMove(const QJsonObject& m) {
    if (!m_hasGame) return;
    GameSession& s = *m_session;
    const int ply = m.value(QStringLiteral("ply")).toInt();
    const int known = int(m_turnEnds.size());
    if (ply <= known) return; // already known (from a snapshot)
    const bool follow = s.m_current == s.m_tree.mainLineEnd();
    if (ply != known + 1 || !appendTurn(m.value(QStringLiteral("move")).toString())) {
        // Out of step with the server: ask for the room as it is.
        m_client->send(
            {{QStringLiteral("t"), QStringLiteral("sync")}, {QStringLiteral("since"), 0}});
        return;
    }
    m_moveSent = false;
    readClock(m.value(QStringLiteral("clock")).toObject());
    readNotes(m);
    if (m.contains(QStringLiteral("you"))) readYou(m.value(QStringLiteral("you")).toObject());
    if (m.contains(QStringLiteral("took"))) m_took << m.value(QStringLiteral("took")).toString();
    if (follow) s.setCurrent(s.m_tree.mainLineEnd(), true);
    emit s.treeChanged();
}

void OnlineGame::readTakeBack(const QJsonObject& m) {
    if (!m_hasGame) return;
    GameSession& s = *m_session;
    const int keep = std::max(0, m.value(QStringLiteral("ply")).toInt());
    if (keep < int(m_turnEnds.size())) {
        const int plies = keep == 0 ? 0 : m_turnEnds[size_t(keep) - 1];
        MoveTree::Node* end = s.m_tree.mainLineEnd();
        while (end->ply > plies) end = s.m_tree.remove(end);
        m_turnEnds.resize(size_t(keep));
        s.setCurrent(end, false);
    }
    m_moveSent = false;
    readClock(m.value(QStringLiteral("clock")).toObject());
    if (m.contains(QStringLiteral("you"))) readYou(m.value(QStringLiteral("you")).toObject());
    emit s.message(tr("Move taken back."));
    emit s.treeChanged();
}

void OnlineGame::readEnd(const QJsonObject& m) {
    readClock(m.value(QStringLiteral("clock")).toObject());
    if (m.contains(QStringLiteral("you"))) readYou(m.value(QStringLiteral("you")).toObject());
    // Rated games: the bars show the new ratings.
    const QJsonObject ratings = m.value(QStringLiteral("ratings")).toObject();
    for (Side side : {White, Black}) {
        const QJsonObject r = ratings.value(sideKey(side)).toObject();
        if (r.isEmpty()) continue;
        m_seats[side].rating = r.value(QStringLiteral("after")).toInt();
        m_seats[side].provisional = r.value(QStringLiteral("provisional")).toBool();
    }
    finish(m, true);
}

void OnlineGame::finish(const QJsonObject& result, bool announce) {
    GameSession& s = *m_session;
    const QString winner = result.value(QStringLiteral("winner")).toString();
    const std::string reason = result.value(QStringLiteral("reason")).toString().toStdString();
    const T termination = GameResult::terminationFromPgn(
        result.value(QStringLiteral("termination")).toString().toStdString());
    GameResult r;
    if (winner == QLatin1String("draw"))
        r = GameResult::draw(termination, reason);
    else if (sideFromKey(winner) != NoSide)
        r = GameResult::win(sideFromKey(winner), termination, reason);
    else
        r = GameResult(GameResult::Winner::None, termination, reason); // aborted
    m_over = true;
    m_moveSent = false;
    m_running = NoSide;
    s.m_result = r;
    s.m_mode = GameSession::Mode::Finished;
    s.m_pending = GameSession::Request::None;
    s.m_pendingSide = NoSide;
    s.setTag(QStringLiteral("Result"), qs(r.resultString()));
    s.setTag(QStringLiteral("Termination"), qs(r.pgnTermination()));
    updateAwayTicks();
    emit s.requestSettled();
    if (!announce) return;
    emit s.gameFinished(r);
    const QString words = result.value(QStringLiteral("aborted")).toBool()
                              ? tr("Game aborted: %1").arg(qs(reason))
                              : qs(r.displayText()) + QStringLiteral("  ") + translatedText(reason);
    emit s.message(words);
}

void OnlineGame::readRequest(const QJsonObject& m) {
    GameSession& s = *m_session;
    if (m.contains(QStringLiteral("you"))) readYou(m.value(QStringLiteral("you")).toObject());
    const QString state = m.value(QStringLiteral("state")).toString();
    const QString kind = m.value(QStringLiteral("kind")).toString();
    const Side by = sideFromKey(m.value(QStringLiteral("by")).toString());
    const bool draw = kind == QLatin1String("draw");
    const QString who = by == NoSide ? QString() : s.playerName(by);
    if (state == QLatin1String("asked")) {
        askAnswer(m, m.value(QStringLiteral("expiresInMs")).toInteger());
        return;
    }
    m_requestExpiresAtMs = -1;
    s.m_pending = GameSession::Request::None;
    s.m_pendingSide = NoSide;
    emit s.requestSettled();
    const QString other = by == NoSide ? QString() : s.playerName(~by);
    QString words;
    if (state == QLatin1String("accepted"))
        words = draw ? tr("%1 accepts the draw offer.").arg(other)
                     : tr("%1 accepts the take-back.").arg(other);
    else if (state == QLatin1String("refused"))
        words = draw ? tr("%1 declines the draw offer.").arg(other)
                     : tr("%1 refuses the take-back.").arg(other);
    else if (state == QLatin1String("lapsed"))
        words = draw ? tr("%1's draw offer was not answered in time: it lapses.").arg(who)
                     : tr("%1's take-back request was not answered in time: it lapses.").arg(who);
    else
        words = draw ? tr("%1's draw offer is withdrawn.").arg(who)
                     : tr("%1's take-back request is withdrawn.").arg(who);
    emit s.message(words);
}

void OnlineGame::askAnswer(const QJsonObject& request, qint64 expiresInMs) {
    GameSession& s = *m_session;
    const Side by = sideFromKey(request.value(QStringLiteral("by")).toString());
    const bool draw = request.value(QStringLiteral("kind")).toString() == QLatin1String("draw");
    m_requestExpiresAtMs = now() + std::max<qint64>(0, expiresInMs);
    s.m_pending = draw ? GameSession::Request::Draw : GameSession::Request::TakeBack;
    s.m_pendingSide = by;
    const QString who = by == NoSide ? QString() : s.playerName(by);
    const QString text = draw ? tr("%1 offers a draw.").arg(who)
                              : tr("%1 asks to take back the last move.").arg(who);
    // Only the asker's opponent answers; everyone else reads it.
    if (m_ownSide != NoSide && by == ~m_ownSide)
        emit s.requestAsked(text);
    else
        emit s.message(by == m_ownSide
                           ? (draw ? tr("Draw offered to %1.").arg(s.playerName(~by))
                                   : tr("Take-back asked of %1.").arg(s.playerName(~by)))
                           : text);
}

int OnlineGame::requestSecondsLeft() const {
    if (m_requestExpiresAtMs < 0) return 0;
    return int((std::max<qint64>(0, m_requestExpiresAtMs - now()) + 999) / 1000);
}

void OnlineGame::readClock(const QJsonObject& clock) {
    if (clock.isEmpty()) return;
    const QJsonArray periods = clock.value(QStringLiteral("periods")).toArray();
    const QJsonArray byo = clock.value(QStringLiteral("byo")).toArray();
    for (Side side : {White, Black}) {
        m_clock[side] = clock.value(sideKey(side)).toInteger(-1);
        m_periods[side] = periods.size() == 2 ? periods.at(side).toInt() : -1;
        m_inByoYomi[side] = byo.size() == 2 && byo.at(side).toBool();
    }
    m_running = sideFromKey(clock.value(QStringLiteral("running")).toString());
    m_clockSince.restart();
}

OnlineGame::ClockFace OnlineGame::clockFace(Side side) const {
    ClockFace face{m_clock[side], m_periods[side]};
    if (!isClockRunning(side)) return face;
    const qint64 elapsed = m_clockSince.elapsed();
    if (elapsed < m_clock[side] || m_periods[side] < 0 || m_periodMs <= 0) {
        face.ms = std::max<qint64>(0, m_clock[side] - elapsed);
        return face;
    }
    // Byo-yomi, as the server counts it (online/roomclock.h): once the time shown is spent, a
    // period begins (the first after the main time, the next after a period), until none is left.
    const qint64 over = elapsed - m_clock[side];
    const int used = int(over / m_periodMs) + (m_inByoYomi[side] ? 1 : 0);
    face.periods = std::max(0, m_periods[side] - used);
    face.ms = face.periods > 0 ? m_periodMs - over % m_periodMs : 0;
    return face;
}

void OnlineGame::readPlace(const QJsonObject& you) {
    if (isSpectator()) return;
    const Side before = m_ownSide;
    const QString role = you.value(QStringLiteral("role")).toString();
    m_ownSide = role == QLatin1String("player")
                    ? sideFromKey(you.value(QStringLiteral("side")).toString())
                    : NoSide;
    m_queuePlace = role == QLatin1String("queue") ? you.value(QStringLiteral("place")).toInt() : 0;
    if (m_ownSide != before) emit m_session->seatChanged();
}

void OnlineGame::readYou(const QJsonObject& you) {
    m_you = you;
    if (you.contains(QStringLiteral("role"))) readPlace(you);
    // The counts on the buttons: the room's limits less what is left.
    RequestLimits limits;
    limits.takeBacks = m_rules.value(QStringLiteral("takeBacks")).toInt(limits.takeBacks);
    limits.drawOffers = m_rules.value(QStringLiteral("drawOffers")).toInt(limits.drawOffers);
    RequestBudget budget(limits);
    RequestBudget::Counts counts;
    if (m_ownSide != NoSide) {
        counts.takeBacks[m_ownSide] =
            limits.takeBacks - you.value(QStringLiteral("takeBacksLeft")).toInt(limits.takeBacks);
        counts.draws[m_ownSide] =
            limits.drawOffers -
            you.value(QStringLiteral("drawOffersLeft")).toInt(limits.drawOffers);
    }
    budget.restore(counts);
    m_budget = budget;
}

void OnlineGame::readNotes(const QJsonObject& m) {
    m_warnings.clear();
    m_counters.clear();
    for (const QJsonValue& v : m.value(QStringLiteral("warnings")).toArray())
        m_warnings << v.toString();
    for (const QJsonValue& v : m.value(QStringLiteral("counters")).toArray())
        m_counters << v.toString();
}

// ---------------------------------------------------------------------------------------------
// The person's actions

bool OnlineGame::may(Side side, const char* key) const {
    return side != NoSide && side == m_ownSide && isPlaying() &&
           m_session->m_pending == GameSession::Request::None &&
           m_client->state() == OnlineClient::State::Connected &&
           m_you.value(QLatin1String(key)).toBool();
}

bool OnlineGame::canMove(Side side) const {
    return isPlaying() && !m_moveSent && side != NoSide && side == m_ownSide &&
           m_session->isLive() && m_session->board().sideToMove() == side &&
           m_client->state() == OnlineClient::State::Connected;
}

bool OnlineGame::sendTurn(const std::vector<Move>& parts) {
    const std::string text = turnToString(m_session->board(), parts, Notation::Coordinate);
    m_moveSent = m_client->send({{QStringLiteral("t"), QStringLiteral("move")},
                                 {QStringLiteral("move"), qs(text)},
                                 {QStringLiteral("ply"), int(m_turnEnds.size())}});
    emit m_session->stateChanged();
    return m_moveSent;
}

bool OnlineGame::hasClock(Side side) const {
    return m_hasGame && m_clock[side] >= 0;
}

qint64 OnlineGame::clockMs(Side side) const {
    if (!hasClock(side)) return -1;
    return clockFace(side).ms;
}

int OnlineGame::periodsLeft(Side side) const {
    return hasClock(side) ? clockFace(side).periods : -1;
}

bool OnlineGame::canAbort() const {
    return may(m_ownSide, "canAbort");
}

void OnlineGame::abort() {
    m_client->send({{QStringLiteral("t"), QStringLiteral("abort")}});
}

bool OnlineGame::isClockRunning(Side side) const {
    return isPlaying() && m_running == side && hasClock(side);
}

void OnlineGame::request(const QString& kind) {
    m_client->send(
        {{QStringLiteral("t"), QStringLiteral("request")}, {QStringLiteral("kind"), kind}});
}

void OnlineGame::resign() {
    m_client->send({{QStringLiteral("t"), QStringLiteral("resign")}});
}

void OnlineGame::answer(bool accept) {
    m_session->m_pending = GameSession::Request::None;
    m_session->m_pendingSide = NoSide;
    m_client->send(
        {{QStringLiteral("t"), QStringLiteral("answer")}, {QStringLiteral("accept"), accept}});
    emit m_session->stateChanged();
}

bool OnlineGame::canClaim() const {
    return m_ownSide != NoSide && isPlaying() && claimInMs(~m_ownSide) == 0 &&
           m_client->state() == OnlineClient::State::Connected;
}

void OnlineGame::claim(bool draw) {
    m_client->send(
        {{QStringLiteral("t"), QStringLiteral("claim")},
         {QStringLiteral("result"), draw ? QStringLiteral("draw") : QStringLiteral("win")}});
}

bool OnlineGame::canSayReady() const {
    return m_ownSide != NoSide && !isPlaying() && !m_seats[~m_ownSide].name.isEmpty() &&
           !m_seats[m_ownSide].ready && m_client->state() == OnlineClient::State::Connected;
}

bool OnlineGame::isRematch() const {
    if (!m_hasGame || m_ownSide == NoSide) return false;
    const QString& opponent = m_seats[~m_ownSide].name;
    return !opponent.isEmpty() &&
           (opponent == m_lastPlayers[White] || opponent == m_lastPlayers[Black]);
}

void OnlineGame::sayReady() {
    // Against the last game's opponent the server's rematch (colours swapped), else ready.
    if (isRematch())
        m_client->send({{QStringLiteral("t"), QStringLiteral("rematch")}});
    else
        m_client->send(
            {{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), true}});
}

QStringList OnlineGame::enginesFor(Side side) const {
    if (m_ownSide == NoSide || side == m_ownSide || isPlaying() || !m_seats[side].name.isEmpty() ||
        m_client->state() != OnlineClient::State::Connected)
        return {};
    return m_client->serverEngines();
}

void OnlineGame::seatEngine(const QString& name) {
    m_client->send(
        {{QStringLiteral("t"), QStringLiteral("seatEngine")}, {QStringLiteral("engine"), name}});
}

bool OnlineGame::canUnseatEngine(Side side) const {
    return m_ownSide != NoSide && side != m_ownSide && !isPlaying() && m_seats[side].engine &&
           m_client->state() == OnlineClient::State::Connected;
}

void OnlineGame::unseatEngine() {
    m_client->send({{QStringLiteral("t"), QStringLiteral("unseatEngine")}});
}

// ---------------------------------------------------------------------------------------------
// Words

QString OnlineGame::title() const {
    const auto name = [this](Side side) {
        return m_seats[side].name.isEmpty() ? QStringLiteral("?") : m_seats[side].name;
    };
    return tr("Room %1: %2 – %3").arg(room()).arg(name(White), name(Black));
}

QStringList OnlineGame::statusNotes() const {
    QStringList notes;
    switch (m_client->state()) {
    case OnlineClient::State::Connecting:
        notes << tr("Connecting to %1...").arg(serverText());
        break;
    case OnlineClient::State::Reconnecting: notes << tr("Reconnecting..."); break;
    case OnlineClient::State::Failed:
        notes << tr("Not connected: %1").arg(m_client->errorText());
        break;
    case OnlineClient::State::Connected:
    case OnlineClient::State::Closed: break;
    }
    for (Side side : {White, Black}) {
        const qint64 claim = claimInMs(side);
        if (claim < 0 || side == m_ownSide || !isPlaying()) continue;
        notes << (claim > 0 ? tr("%1 is away: the game may be claimed in %2 s")
                                  .arg(m_seats[side].name)
                                  .arg((claim + 999) / 1000)
                            : tr("%1 is away: the game may be claimed").arg(m_seats[side].name));
    }
    if (m_queuePlace > 0) notes << tr("You are %1 in the queue.").arg(ordinal(m_queuePlace));
    if (m_ownSide != NoSide && !isPlaying()) {
        const Seat& other = m_seats[~m_ownSide];
        if (other.name.isEmpty())
            notes << tr("Waiting for an opponent.");
        else if (saidReady())
            notes << tr("Waiting for %1 to be ready.").arg(other.name);
    }
    if (isSpectator()) notes << tr("Watching room %1 (%2 watching).").arg(room()).arg(m_watchers);
    return notes;
}

} // namespace arbiter::gui
