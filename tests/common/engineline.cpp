#include "engineline.h"

#include "testdata.h"

#include <QProcess>

namespace arbiter::test {

EngineConfiguration arbiterEngineConfiguration() {
    EngineConfiguration config;
    config.name = QStringLiteral("Arbiter Engine");
    config.command = binPath(QStringLiteral("arbiter-engine"));
    config.protocol = EngineProtocol::Uci;
    return config;
}

EngineLine searchLine(const QString& program, const char* variant, const QString& fen,
                      const QString& move, int depth) {
    QProcess p;
    p.start(program, {});
    if (!p.waitForStarted()) return {};
    QByteArray out;
    p.write("uci\n");
    while (!out.contains("uciok") && p.waitForReadyRead(60000)) out += p.readAll();
    if (variant) p.write(QByteArray("setoption name UCI_Variant value ") + variant + "\n");
    const QString moves = move.isEmpty() ? QString() : QStringLiteral(" moves ") + move;
    p.write(
        QStringLiteral("position fen %1%2\ngo depth %3\n").arg(fen, moves).arg(depth).toLatin1());
    out.clear();
    while (!out.contains("bestmove") && p.waitForReadyRead(120000)) out += p.readAll();
    p.write("quit\n");
    p.waitForFinished(10000);
    EngineLine line;
    for (const QByteArray& raw : out.split('\n')) {
        const QStringList words = QString::fromLatin1(raw).simplified().split(QLatin1Char(' '));
        const int pv = int(words.indexOf(QStringLiteral("pv")));
        const int score = int(words.indexOf(QStringLiteral("score")));
        if (words.value(0) != QStringLiteral("info") || pv < 0 || score < 0) continue;
        line.pv = words.mid(pv + 1);
        const QString kind = words.value(score + 1);
        const int value = words.value(score + 2).toInt();
        line.scoreCp = kind == QStringLiteral("cp") ? value : 0;
        line.mateIn = kind == QStringLiteral("mate") ? value : 0;
    }
    return line;
}

QString withSideSwapped(const QString& fen) {
    QStringList fields = fen.split(QLatin1Char(' '));
    fields[1] = fields[1] == QStringLiteral("w") ? QStringLiteral("b") : QStringLiteral("w");
    return fields.join(QLatin1Char(' '));
}

} // namespace arbiter::test
