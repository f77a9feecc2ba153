// arbiter-bench syzygy-probe DIRS FILE [ROUNDS]: the time of Syzygy probes (tablebase/) over the
// positions of FILE (one FEN a line, anything after a tab ignored, '#' lines skipped; e.g.
// tests/data/syzygy-probes.tsv), each probed ROUNDS times (default 20) as fastchess asks (win/
// draw/loss) and as cutechess-cli asks (the root's distance to zeroing, every move probed too).
// Prints "positions N wdl_us W root_us R first_pass_ms F": microseconds per probe, and the time
// of the first pass, which opens and maps the files.
#include "tablebase/syzygyprobe.h"

#include "benchcommand.h"
#include "board/bitboard.h"

#include <QFile>
#include <QString>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace arbiter::bench {
namespace {

using Clock = std::chrono::steady_clock;

double microseconds(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

int runSyzygyProbe(const std::vector<std::string>& args) {
    if (args.size() < 2) {
        std::fprintf(stderr, "arbiter-bench syzygy-probe: expected DIRS FILE [ROUNDS]\n");
        return 2;
    }
    const int rounds = args.size() > 2 ? std::atoi(args[2].c_str()) : 20;
    bb::init();
    syzygy::Tablebases tables;
    if (tables.addDirectories(QString::fromStdString(args[0])) == 0) {
        std::fprintf(stderr, "arbiter-bench syzygy-probe: no tables in %s\n", args[0].c_str());
        return 2;
    }
    QFile file(QString::fromStdString(args[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "arbiter-bench syzygy-probe: cannot read %s\n", args[1].c_str());
        return 2;
    }
    std::vector<WesternPosition> positions;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        WesternPosition pos;
        if (pos.setFen(line.split('\t').front().toStdString(), nullptr)) positions.push_back(pos);
    }
    if (positions.empty() || rounds < 1) {
        std::fprintf(stderr, "arbiter-bench syzygy-probe: no positions to probe\n");
        return 2;
    }

    syzygy::Prober wdlProber(tables, syzygy::ProbeRules::Fastchess);
    syzygy::Prober rootProber(tables, syzygy::ProbeRules::Cutechess);
    long answered = 0; // kept so the probes are not optimised away
    auto start = Clock::now();
    for (WesternPosition& pos : positions) answered += wdlProber.wdl(pos).has_value();
    const double firstPassMs = microseconds(start) / 1000;

    start = Clock::now();
    for (int r = 0; r < rounds; ++r)
        for (WesternPosition& pos : positions) answered += wdlProber.wdl(pos).has_value();
    const double wdlUs = microseconds(start) / (double(rounds) * positions.size());
    start = Clock::now();
    for (int r = 0; r < rounds; ++r)
        for (WesternPosition& pos : positions)
            answered += rootProber.root(pos).kind != syzygy::Prober::Root::Kind::Unknown;
    const double rootUs = microseconds(start) / (double(rounds) * positions.size());
    std::printf("positions %zu wdl_us %.2f root_us %.2f first_pass_ms %.1f answered %ld\n",
                positions.size(), wdlUs, rootUs, firstPassMs, answered);
    return 0;
}

Registration syzygyProbeCommand{
    {"syzygy-probe", "syzygy-probe DIRS FILE [ROUNDS]", runSyzygyProbe}};

} // namespace
} // namespace arbiter::bench
