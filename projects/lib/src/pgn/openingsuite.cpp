#include "openingsuite.h"

#include "board/board.h"
#include "pgn/epd.h"
#include "pgn/pgnreader.h"
#include "pgn/random.h"

#include <numeric>

namespace arbiter {

namespace {

bool parseInt(const std::string& text, int min, int* value) {
    if (text.empty() || text.size() > 9) return false;
    int v = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    if (v < min) return false;
    *value = v;
    return true;
}

} // namespace

bool OpeningSuiteOptions::parse(const std::vector<std::string>& args, OpeningSuiteOptions* options,
                                std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = "-openings: " + why;
        return false;
    };
    bool formatGiven = false;
    for (const std::string& arg : args) {
        size_t eq = arg.find('=');
        if (eq == std::string::npos) return fail("'" + arg + "' is not of the form key=value");
        std::string key = arg.substr(0, eq), value = arg.substr(eq + 1);
        if (key == "file") {
            options->fileName = QString::fromStdString(value);
        } else if (key == "format") {
            if (value == "epd")
                options->format = Format::Epd;
            else if (value == "pgn")
                options->format = Format::Pgn;
            else
                return fail("format '" + value + "' is not epd or pgn");
            formatGiven = true;
        } else if (key == "order") {
            if (value == "sequential")
                options->order = Order::Sequential;
            else if (value == "random")
                options->order = Order::Random;
            else
                return fail("order '" + value + "' is not sequential or random");
        } else if (key == "plies") {
            if (!parseInt(value, 0, &options->plies))
                return fail("plies '" + value + "' is not a number of plies");
        } else if (key == "start") {
            if (!parseInt(value, 1, &options->start))
                return fail("start '" + value + "' is not an index from 1 on");
        } else if (key == "policy") {
            if (value == "default")
                options->policy = Policy::Default;
            else if (value == "encounter")
                options->policy = Policy::Encounter;
            else if (value == "round")
                options->policy = Policy::Round;
            else
                return fail("policy '" + value + "' is not default, encounter or round");
        } else {
            return fail("unknown key '" + key + "'");
        }
    }
    if (options->fileName.isEmpty()) return fail("no file= given");
    if (!formatGiven)
        options->format =
            options->fileName.endsWith(".epd", Qt::CaseInsensitive) ? Format::Epd : Format::Pgn;
    return true;
}

bool OpeningSuite::load(const OpeningSuiteOptions& options, std::string* error) {
    m_options = options;
    m_openings.clear();
    m_warnings.clear();
    bool ok = options.format == OpeningSuiteOptions::Format::Epd ? loadEpd(error) : loadPgn(error);
    if (!ok) return false;
    const std::string file = options.fileName.toStdString();
    if (m_openings.empty()) {
        if (error) *error = file + ": no openings in the file";
        return false;
    }
    if (options.start > size()) {
        if (error)
            *error = file + ": start=" + std::to_string(options.start) + " but the file has only " +
                     std::to_string(size()) + " openings";
        return false;
    }
    // cutechess-cli's order: a Knuth shuffle from the front, drawing from the sequence -srand
    // seeds (cutechess-cli 1.5.1 projects/lib/src/openingsuite.cpp, OpeningSuite::initialize).
    m_order.resize(m_openings.size());
    std::iota(m_order.begin(), m_order.end(), 0);
    if (options.order == OpeningSuiteOptions::Order::Random &&
        options.orderRules == OpeningSuiteOptions::OrderRules::Fastchess) {
        Random random(options.seed);
        random.shuffleAsFastchess(m_order);
    } else if (options.order == OpeningSuiteOptions::Order::Random) {
        CutechessRandom random(uint32_t(options.seed));
        for (size_t i = 0; i + 1 < m_order.size(); ++i)
            std::swap(m_order[i], m_order[i + random.next() % (m_order.size() - i)]);
    }
    m_handedOut = 0;
    m_cursor = size_t(options.start - 1);
    return true;
}

const Opening& OpeningSuite::next() {
    if (m_options.orderRules == OpeningSuiteOptions::OrderRules::Fastchess) {
        const size_t n = m_order.size();
        const int rounds = m_options.rounds;
        const size_t played = rounds > 0 && size_t(rounds) < n ? size_t(rounds) : n;
        const size_t at = (size_t(m_options.start - 1) + size_t(m_handedOut) % played) % n;
        ++m_handedOut;
        return m_openings[size_t(m_order[at])];
    }
    if (m_cursor >= m_order.size()) m_cursor = 0;
    ++m_handedOut;
    return m_openings[size_t(m_order[m_cursor++])];
}

void OpeningSuite::skip(int count) {
    for (int i = 0; i < count && !m_openings.empty(); ++i) next();
}

std::string OpeningSuite::refusedByRules(const Board& board, std::string* why) const {
    why->clear();
    if (m_options.checkPosition) *why = m_options.checkPosition(board);
    return *why;
}

bool OpeningSuite::loadEpd(std::string* error) {
    const std::string file = m_options.fileName.toStdString();
    EpdReader reader;
    if (!reader.openFile(m_options.fileName, error)) return false;
    auto board = createBoard(m_options.variant);
    if (!board) {
        if (error) *error = "unknown variant '" + m_options.variant + "'";
        return false;
    }
    EpdRecord record;
    std::string why;
    while (true) {
        EpdReader::Status status = reader.next(record);
        if (status == EpdReader::Status::End) return true;
        if (status == EpdReader::Status::Error) {
            if (error) *error = file + ": " + reader.error();
            return false;
        }
        // A line with a 7th field (r-Mobility's G token, which -epdout writes) is read as the
        // whole FEN it is: the token means something only with its halfmove clock
        // (docs/r-mobility.md), and cutechess-cli cannot read such lines at all.
        if (record.fenCounters && record.fenExtension.empty() && !m_options.epdFenCounters)
            record.operations.clear();
        Opening opening;
        opening.fen = record.fen();
        if (!board->setFen(opening.fen, &why) || !refusedByRules(*board, &why).empty()) {
            if (error) *error = file + ": line " + std::to_string(reader.line()) + ": " + why;
            return false;
        }
        for (const std::string& warning : board->fenWarnings())
            m_warnings.push_back(file + ": line " + std::to_string(reader.line()) + ": " + warning);
        opening.index = size() + 1;
        opening.line = reader.line();
        m_openings.push_back(std::move(opening));
    }
}

bool OpeningSuite::loadPgn(std::string* error) {
    const std::string file = m_options.fileName.toStdString();
    PgnReader reader;
    if (!reader.openFile(m_options.fileName, error)) return false;
    reader.setDefaultVariant(m_options.variant);
    reader.setMaxPlies(m_options.plies);
    reader.setReadVariations(false);
    const VariantInfo* variant = findVariant(m_options.variant);
    auto board = createBoard(m_options.variant);
    PgnGame game;
    while (true) {
        PgnReader::Status status = reader.readGame(game);
        if (status == PgnReader::Status::End) return true;
        if (status == PgnReader::Status::Error) {
            // A move read on another variant's board ("'e4' is not a legal move for red")
            // makes sense only with the variant its [Variant] tag gave it.
            const bool otherVariant =
                !game.variant().empty() && game.variant() != m_options.variant;
            if (error)
                *error = file + ": " + reader.error().toString() +
                         (otherVariant ? " (the opening is read as " + game.variant() +
                                             ", its [Variant] tag)"
                                       : std::string());
            return false;
        }
        if (!variant || game.variant() != variant->name) {
            if (error)
                *error = file + ": game " + std::to_string(reader.gameNumber()) + ", line " +
                         std::to_string(reader.gameLine()) + ": the opening is for variant '" +
                         game.variant() + "', the games are " + m_options.variant;
            return false;
        }
        Opening opening;
        opening.fen = game.startFen();
        std::string why;
        const std::string where = file + ": game " + std::to_string(reader.gameNumber()) +
                                  ", line " + std::to_string(reader.gameLine()) + ": ";
        if (m_options.checkTags) why = m_options.checkTags(game);
        const bool setUp = !opening.fen.empty() && board && board->setFen(opening.fen);
        if (!why.empty() || (setUp && !refusedByRules(*board, &why).empty())) {
            if (error) *error = where + why;
            return false;
        }
        if (setUp)
            for (const std::string& warning : board->fenWarnings())
                m_warnings.push_back(where + warning);
        opening.moves.reserve(game.moves().size());
        for (const PgnMove& m : game.moves()) opening.moves.push_back(m.move);
        opening.index = size() + 1;
        opening.line = reader.gameLine();
        opening.komi = game.tag("Komi");
        m_openings.push_back(std::move(opening));
    }
}

} // namespace arbiter
