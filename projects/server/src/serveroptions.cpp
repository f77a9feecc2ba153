#include "serveroptions.h"

#include <QRegularExpression>

namespace arbiter::server {

bool parseServerOptions(const QStringList& arguments, ServerOptions& out, QString* error) {
    ServerOptions options;
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            options.help = true;
            continue;
        }
        if (arg == QLatin1String("--version")) {
            options.version = true;
            continue;
        }
        if (i + 1 >= arguments.size())
            return fail(QStringLiteral("%1: a value is missing").arg(arg));
        const QString value = arguments[++i];
        if (arg == QLatin1String("--port")) {
            bool ok = false;
            const int port = value.toInt(&ok);
            if (!ok || port < 0 || port > 65535)
                return fail(
                    QStringLiteral("--port: '%1' is not a port from 0 to 65535").arg(value));
            options.port = quint16(port);
        } else if (arg == QLatin1String("--listen")) {
            if (!options.listen.setAddress(value))
                return fail(QStringLiteral("--listen: '%1' is not an IP address").arg(value));
        } else if (arg == QLatin1String("--data")) {
            options.dataDirectory = value;
        } else if (arg == QLatin1String("--database")) {
            options.databaseUrl = value;
        } else if (arg == QLatin1String("--cluster")) {
            static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_.-]{1,40}$"));
            if (!name.match(value).hasMatch())
                return fail(QStringLiteral("--cluster: '%1' is not a name of 1 to 40 letters, "
                                           "digits, '.', '_' or '-'")
                                .arg(value));
            options.cluster = value;
        } else if (arg == QLatin1String("--variant")) {
            options.defaultVariant = value;
        } else if (arg == QLatin1String("--time-control")) {
            options.defaultTimeControl = value;
        } else if (arg == QLatin1String("--engines")) {
            options.enginesFile = value;
        } else if (arg == QLatin1String("--max-engines") ||
                   arg == QLatin1String("--engine-move-ms")) {
            bool ok = false;
            const int n = value.toInt(&ok);
            const bool moveTime = arg == QLatin1String("--engine-move-ms");
            if (!ok || n < (moveTime ? 10 : 0) || n > (moveTime ? 3600000 : 10000))
                return fail(QStringLiteral("%1: '%2' is not a number from %3 to %4")
                                .arg(arg, value)
                                .arg(moveTime ? 10 : 0)
                                .arg(moveTime ? 3600000 : 10000));
            (moveTime ? options.engineMoveMs : options.maxEngines) = n;
        } else if (arg == QLatin1String("--password-iterations")) {
            bool ok = false;
            options.passwordIterations = value.toInt(&ok);
            if (!ok || options.passwordIterations < 1)
                return fail(QStringLiteral("--password-iterations: '%1' is not a positive number")
                                .arg(value));
        } else {
            return fail(QStringLiteral("unknown option '%1' (see --help)").arg(arg));
        }
    }
    if (!options.cluster.isEmpty() && options.databaseUrl.isEmpty())
        return fail(QStringLiteral("--cluster: the processes of a cluster share a PostgreSQL "
                                   "database (--database postgresql://...)"));
    out = options;
    return true;
}

QString serverHelpText() {
    return QStringLiteral(
        "Usage: arbiter-server [options]\n"
        "Serves online games of chess, its variants and xiangqi over WebSocket (docs/online.md).\n"
        "\n"
        "  --port N                 TCP port for WebSocket clients and HTTP (default 8080; 0: "
        "any)\n"
        "  --listen ADDRESS         address to listen on (default: every address)\n"
        "  --data DIR               folder of the embedded SQLite database (default "
        "./arbiter-data)\n"
        "  --database URL           PostgreSQL instead: "
        "postgresql://user[:password]@host[:port]/db\n"
        "  --cluster NAME           one of several processes on that PostgreSQL database, named\n"
        "                           NAME: rooms move to another process when this one dies\n"
        "  --variant NAME           rule set of a room made without settings (default xiangqi)\n"
        "  --time-control TC        its time control (default 600|30: 10 minutes, then 30 s a "
        "move)\n"
        "  --password-iterations N  PBKDF2 iterations of new passwords (default 600000)\n"
        "  --engines FILE           engines.json of the engines a room may seat (arbiter-engine\n"
        "                           beside the server is always one)\n"
        "  --max-engines N          engine seats at once on the server (default 8; 0: none)\n"
        "  --engine-move-ms N       an engine's time a move in rooms without a clock (default "
        "2000)\n"
        "  --version                print the version\n"
        "  --help                   print this help\n");
}

} // namespace arbiter::server
