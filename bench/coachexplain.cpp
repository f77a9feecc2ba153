// arbiter-bench coach-explain [ENGINE] [PLIES] [DEPTH]: what the coach's explanation of a move
// costs (coach::explainMove, projects/lib/src/analysis/movefacts.h) beside the engine search it
// relies on. ENGINE (default bin/arbiter-engine beside this program) plays itself PLIES plies
// (default 80) at DEPTH (default 6) in xiangqi and in chess; each move is explained with the
// engine's line after it, once with the game's judges following it as the annotator keeps them
// (coach::GameRules, analysis/rulefacts.h) and once with the rules replaying the game from its
// start (coach::explainMove without judges). Prints per variant "variant V plies N explain_us E
// replay_us R search_us S": the mean wall time of one explanation each way and of one search
// (position sent to bestmove read).
#include "analysis/movefacts.h"
#include "analysis/rulefacts.h"
#include "benchcommand.h"
#include "board/variant.h"

#include <QCoreApplication>
#include <QProcess>
#include <chrono>
#include <cstdio>

namespace arbiter::bench {
namespace {

using Clock = std::chrono::steady_clock;

double microsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

// Reads the engine's output until a line starting with `word`; the last "info ... pv" line's
// moves go to *pv.
bool readUntil(QProcess& engine, const QByteArray& word, QStringList* pv) {
    for (;;) {
        while (engine.canReadLine()) {
            const QByteArray line = engine.readLine().trimmed();
            if (line.startsWith(word)) return true;
            const int at = int(line.indexOf(" pv "));
            if (pv && line.startsWith("info") && at >= 0)
                *pv = QString::fromLatin1(line.mid(at + 4)).split(QLatin1Char(' '));
        }
        if (!engine.waitForReadyRead(60000)) return false;
    }
}

int run(const std::vector<std::string>& args) {
    int argc = 1;
    char name[] = "arbiter-bench";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    const QString program = args.size() > 0 ? QString::fromStdString(args[0])
                                            : QCoreApplication::applicationDirPath() +
                                                  QStringLiteral("/arbiter-engine");
    const int plies = args.size() > 1 ? std::stoi(args[1]) : 80;
    const int depth = args.size() > 2 ? std::stoi(args[2]) : 6;
    for (const char* variant : {"xiangqi", "standard"}) {
        QProcess engine;
        engine.start(program, {});
        if (!engine.waitForStarted()) {
            std::fprintf(stderr, "coach-explain: cannot start %s\n", qPrintable(program));
            return 1;
        }
        engine.write(QByteArray("uci\nsetoption name UCI_Variant value ") + variant +
                     "\nisready\n");
        if (!readUntil(engine, "readyok", nullptr)) return 1;
        auto board = createBoard(variant);
        const QString start = QString::fromStdString(board->fen());
        const Notation notation = board->variant().family == BoardFamily::Xiangqi
                                      ? Notation::ChineseSimplified
                                      : Notation::San;
        QStringList played;
        double explainUs = 0, replayUs = 0, searchUs = 0;
        coach::GameRules rules;
        int n = 0;
        while (n < plies && board->positionEnd().isNone()) {
            QStringList pv;
            const Clock::time_point searchStart = Clock::now();
            const QString moves =
                played.isEmpty() ? QString() : QStringLiteral(" moves ") + played.join(' ');
            engine.write(QStringLiteral("position fen %1%2\ngo depth %3\n")
                             .arg(start, moves)
                             .arg(depth)
                             .toLatin1());
            if (!readUntil(engine, "bestmove", &pv) || pv.isEmpty()) return 1;
            searchUs += microsSince(searchStart);
            const Move move = board->parseMove(pv.front().toStdString());
            if (move.isNull()) return 1;
            const Clock::time_point explainStart = Clock::now();
            const auto facts = coach::explainMove(*board, move, pv.mid(1), notation, {}, &rules);
            explainUs += microsSince(explainStart);
            const Clock::time_point replayStart = Clock::now();
            const auto replayed = coach::explainMove(*board, move, pv.mid(1), notation);
            replayUs += microsSince(replayStart);
            if (replayed.size() != facts.size()) {
                std::fprintf(stderr, "coach-explain: the judges kept and replayed disagree\n");
                return 1;
            }
            board->makeMove(move);
            played << pv.front();
            ++n;
        }
        engine.write("quit\n");
        engine.waitForFinished(10000);
        std::printf("variant %s plies %d explain_us %.0f replay_us %.0f search_us %.0f\n", variant,
                    n, n ? explainUs / n : 0.0, n ? replayUs / n : 0.0, n ? searchUs / n : 0.0);
    }
    return 0;
}

const Registration reg{{"coach-explain", "coach-explain [ENGINE] [PLIES] [DEPTH]", run}};

} // namespace
} // namespace arbiter::bench
