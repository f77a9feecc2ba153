#include "enginecore.h"

#include "board/turn.h"
#include "board/variant.h"
#include "search.h"
#include "textutil.h"
#include "timemanager.h"
#include "westernfamily.h"
#include "xiangqifamily.h"

#include <algorithm>

namespace arbiter::engine {

std::string resolveUciVariant(std::string_view variantOption, bool chess960) {
    const std::string v = toLower(variantOption);
    const bool chess = v == "chess" || v == "standard" || v == "normal";
    if (chess) return chess960 ? "fischerandom" : "standard";
    return v;
}

EngineCore::EngineCore() : m_options(makeEngineOptions()), m_board(createBoard("standard")) {
    m_tt.resize(size_t(m_options.intValue(opt::Hash)));
    applyDrawResignOptions();
    reseed();
}

EngineCore::~EngineCore() {
    abortSearch();
    waitForSearch();
}

void EngineCore::reseed() {
    const int64_t seed = m_options.intValue(opt::RandomSeed);
    m_rng.seed(seed != 0
                   ? uint64_t(seed)
                   : uint64_t(std::random_device{}()) << 32 ^ uint64_t(SearchControl::nowNs()));
}

void EngineCore::applyDrawResignOptions() {
    DrawResignSettings s;
    s.band = int(m_options.intValue(opt::DrawBand));
    s.drawMoves = int(m_options.intValue(opt::DrawMoves));
    s.resignThreshold = int(m_options.intValue(opt::ResignThreshold));
    s.offerDraws = m_options.boolValue(opt::OfferDraws);
    s.allowResign = m_options.boolValue(opt::AllowResign);
    s.maxOffers = int(m_options.intValue(opt::MaxDrawOffers));
    m_drawResign.setSettings(s);
}

bool EngineCore::setOption(std::string_view name, std::string_view value, std::string* error) {
    if (!m_options.set(name, value, error)) return false;
    const std::string canonical = m_options.find(name)->name;
    if (canonical == opt::Hash) {
        if (!m_tt.resize(size_t(m_options.intValue(opt::Hash)))) {
            if (error) *error = "option Hash: cannot allocate " + std::string(value) + " MB";
            return false;
        }
    } else if (canonical == opt::RandomSeed) {
        reseed();
    } else if (canonical == opt::Variant || canonical == opt::Chess960) {
        const std::string wanted =
            resolveUciVariant(m_options.value(opt::Variant), m_options.boolValue(opt::Chess960));
        const VariantInfo* v = findVariant(wanted);
        if (v && v->name != variant().name) return setVariant(v->name, error);
    } else if (canonical == opt::NewGame) {
        newGame();
    } else {
        applyDrawResignOptions();
    }
    return true;
}

bool EngineCore::setVariant(std::string_view name, std::string* error) {
    std::unique_ptr<Board> board = createBoard(name);
    if (!board) {
        if (error) *error = "unknown variant '" + std::string(name) + "'";
        return false;
    }
    if (board->variant().family != m_board->variant().family) m_tt.clear();
    m_board = std::move(board);
    m_history.clear();
    return true;
}

bool EngineCore::setPosition(std::string_view fen, const std::vector<std::string>& moves,
                             std::string* error) {
    std::unique_ptr<Board> board = m_board->clone();
    std::string why;
    const std::string startFen = fen.empty() ? variant().startFen : std::string(fen);
    if (!board->setFen(startFen, &why)) {
        if (error) *error = "bad FEN '" + startFen + "': " + why;
        return false;
    }
    std::vector<HistoryEntry> history;
    bool ok = true;
    for (size_t i = 0; i < moves.size(); ++i) {
        const std::vector<Move> parts = arbiter::parseTurn(*board, moves[i], &why);
        if (parts.empty()) {
            if (error)
                *error = "illegal move '" + moves[i] + "' (move " + std::to_string(i + 1) +
                         " of the list): " + why;
            ok = false;
            break;
        }
        for (Move m : parts) {
            history.push_back(HistoryEntry{board->key(), board->inCheck()});
            board->makeMove(m);
        }
    }
    m_board = std::move(board);
    m_history = std::move(history);
    return ok;
}

Move EngineCore::parseMove(std::string_view text, std::string* error) const {
    return m_board->parseMove(text, error);
}

std::vector<Move> EngineCore::parseTurn(std::string_view text, std::string* error) const {
    return arbiter::parseTurn(*m_board, text, error);
}

void EngineCore::playMove(Move m) {
    m_history.push_back(HistoryEntry{m_board->key(), m_board->inCheck()});
    m_board->makeMove(m);
}

bool EngineCore::undoMove() {
    if (m_board->historySize() == 0 || m_history.empty()) return false;
    m_board->undoMove();
    m_history.pop_back();
    return true;
}

void EngineCore::newGame() {
    m_tt.clear();
    m_drawResign.reset();
}

void EngineCore::startSearch(const SearchLimits& limits, bool drawOffered, bool record,
                             SearchCallbacks callbacks) {
    waitForSearch();
    m_control.stop = false;
    m_control.untimed = limits.infinite || limits.ponder;
    m_control.startClock();
    m_infinite = limits.infinite;
    m_discard = false;
    m_drawOffered = drawOffered;
    m_searching = true;
    m_thread = std::thread(&EngineCore::runSearch, this, limits, record, std::move(callbacks));
}

template <class Family>
SearchResult EngineCore::searchWith(const SearchSettings& settings,
                                    const std::function<void(const IterationReport&)>& report) {
    auto search = std::make_unique<Search<Family>>(Family::positionOf(*m_board), m_history, m_tt,
                                                   m_control, settings);
    return search->run(report, m_rng);
}

void EngineCore::runSearch(SearchLimits limits, bool record, SearchCallbacks callbacks) {
    auto minNonZero = [](auto a, auto b) { return a == 0 ? b : b == 0 ? a : std::min(a, b); };
    SearchSettings settings;
    settings.maxDepth = minNonZero(limits.depth, int(m_options.intValue(opt::SearchDepth)));
    settings.maxNodes = minNonZero(limits.nodes, uint64_t(m_options.intValue(opt::SearchNodes)));
    const bool npsMode = limits.nodesPerSecond > 0;
    settings.budget =
        computeTimeBudget(limits, npsMode ? 0 : m_options.intValue(opt::MoveOverhead));
    if (npsMode && settings.budget.limited()) {
        settings.maxNodes =
            minNonZero(settings.maxNodes, nodeBudgetForNps(settings.budget, limits.nodesPerSecond));
        settings.budget = TimeBudget();
    }
    settings.randomMargin = int(m_options.intValue(opt::RandomMargin));
    settings.multiPv = int(m_options.intValue(opt::MultiPv));
    settings.searchMoves = limits.searchMoves;
    settings.bannedMoves = limits.bannedMoves;

    SearchOutcome outcome;
    // Jieqi: the face-down pieces are unknown to the engine; it searches one random deal of
    // what each side has left (the board it answers from keeps them unknown).
    std::unique_ptr<Board> publicBoard;
    if (m_board->hasUnknownHidden()) {
        publicBoard = m_board->clone();
        m_board->dealHidden(m_rng());
    }
    switch (variant().family) {
    case BoardFamily::Western:
        outcome.result = searchWith<WesternFamily>(settings, callbacks.onIteration);
        break;
    case BoardFamily::Xiangqi:
        outcome.result = searchWith<XiangqiFamily>(settings, callbacks.onIteration);
        break;
    }

    if (publicBoard) {
        m_board = std::move(publicBoard);
        // The guessed identities stay out of the answer: the arbiter knows what is revealed.
        auto forget = [](Move m) { return m.isNull() ? m : Move(m.from(), m.to(), m.kind()); };
        outcome.result.best = forget(outcome.result.best);
        outcome.result.ponder = Move();
        for (Move& m : outcome.result.turnRest) m = forget(m);
    }
    // Infinite analysis and pondering report only when told to (stop, or ponderhit).
    {
        std::unique_lock<std::mutex> lock(m_waitMutex);
        m_wake.wait(lock, [this] { return m_control.stop.load() || !m_control.untimed.load(); });
    }
    outcome.discarded = m_discard.load();
    // A ponder search that never got its ponderhit is not a game move.
    if (record && !outcome.discarded && !outcome.result.noLegalMoves && !m_control.untimed)
        outcome.decision = m_drawResign.onMove(outcome.result.score, m_drawOffered.load());
    if (callbacks.onDone) callbacks.onDone(outcome);
    m_searching = false;
}

void EngineCore::stopSearch() {
    std::lock_guard<std::mutex> lock(m_waitMutex);
    m_control.stop = true;
    m_wake.notify_all();
}

void EngineCore::abortSearch() {
    if (!m_searching) return;
    m_discard = true;
    stopSearch();
}

void EngineCore::waitForSearch() {
    if (m_thread.joinable()) m_thread.join();
}

void EngineCore::ponderHit() {
    std::lock_guard<std::mutex> lock(m_waitMutex);
    if (m_infinite) return;
    m_control.startClock();
    m_control.untimed = false;
    m_wake.notify_all();
}

std::optional<TTEntry> EngineCore::probeTable(uint64_t key) const {
    if (m_searching) return std::nullopt;
    if (const TTEntry* e = m_tt.probe(key)) return *e;
    return std::nullopt;
}

void EngineCore::drawOffered() {
    m_drawOffered = true;
}

} // namespace arbiter::engine
