// arbiter-cli: parse the command line (cutechess-cli compatible), run the tournament, exit
// with 0 when it finished, 1 or 2 for usage errors (the dialect's code, cliparser.h), 130 when
// interrupted (state saved).
#include "annotatecommand.h"
#include "botoptions.h"
#include "clihelp.h"
#include "climatch.h"
#include "description/cliparser.h"
#include "description/runnersettings.h"
#include "descriptorbudget.h"
#include "evolutioncommand.h"
#include "io/epolleventdispatcher.h"
#include "onlinebot.h"
#include "rejudgecommand.h"
#include "version/version.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSocketNotifier>
#include <csignal>
#include <cstdio>
#include <functional>
#include <sched.h>
#include <unistd.h>

namespace {
int g_signalPipe[2] = {-1, -1};

// Signal handlers may only do async-signal-safe work: wake the event loop through a pipe.
void onSignal(int) {
    char c = 1;
    ssize_t ignored = write(g_signalPipe[1], &c, 1);
    (void)ignored;
}

// A message as printed: its bytes in the locale's encoding with control characters other than
// line breaks and tabs written as \xNN, so that a NUL read from a file (a name, a line quoted in
// an error) neither cuts the message short in printf's %s nor reaches the terminal raw.
QByteArray printable(const QString& message) {
    QString text;
    text.reserve(message.size());
    for (const QChar c : message) {
        if (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
            text += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            text += c;
    }
    return text.toLocal8Bit();
}

// SIGINT and SIGTERM call `interrupt` from the event loop of `context`.
void installSignalHandlers(QObject* context, std::function<void()> interrupt) {
    if (pipe(g_signalPipe) != 0) return;
    auto* notifier = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, context);
    QObject::connect(notifier, &QSocketNotifier::activated, context, [interrupt] {
        char c;
        ssize_t ignored = read(g_signalPipe[0], &c, 1);
        (void)ignored;
        interrupt();
    });
    struct sigaction sa = {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN); // an engine that dies while we write must not kill us
}

// -online: arbiter-cli plays a room of arbiter-server with an engine (onlinebot.h) until its
// games are played or SIGINT.
int runOnlineBot(QCoreApplication& app) {
    arbiter::cli::BotOptions options;
    const QString error = arbiter::cli::parseBotOptions(
        app.arguments().mid(1), QCoreApplication::applicationDirPath(), &options);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "arbiter-cli: %s\n", printable(error).constData());
        return 2;
    }
    arbiter::cli::OnlineBot bot(options);
    installSignalHandlers(&bot, [&bot] { bot.stop(); });
    QObject::connect(
        &bot, &arbiter::cli::OnlineBot::finished, &app, [&app](int code) { app.exit(code); },
        Qt::QueuedConnection);
    bot.start();
    return app.exec();
}

// With no engine on a clock, how soon arbiter-cli reacts to an engine's output costs nobody
// anything: then it asks the kernel to treat it as a batch task. Woken by an engine line, it no
// longer preempts a searching engine on its CPU but waits for the CPU to be yielded, and then
// reads several lines per wake-up instead of one. With clocks every millisecond of delay would
// be charged to an engine, so it stays an ordinary task. Engines are ordinary tasks either way
// (EngineProcess resets the policy in the child). ARBITER_NO_BATCH=1 turns this off.
void preferThroughputWithoutClocks(const arbiter::cli::TournamentDescription& options) {
#ifdef SCHED_BATCH
    if (options.players.isEmpty() || qEnvironmentVariableIsSet("ARBITER_NO_BATCH")) return;
    for (const arbiter::cli::PlayerOptions& player : options.players)
        if (!player.timeControl.isInfinite()) return;
    const sched_param param{};                    // priority 0, the only one batch tasks have
    ::sched_setscheduler(0, SCHED_BATCH, &param); // best effort
#else
    (void)options;
#endif
}
} // namespace

int main(int argc, char** argv) {
    // The event loop: epoll (io/epolleventdispatcher.h), whose wake-ups cost the same whatever
    // the number of engines. Where it cannot be had (or ARBITER_NO_EPOLL is set), Qt's own
    // poll() dispatcher rather than GLib's, which wakes its main context through an eventfd
    // whenever a notifier is switched on or off; QT_NO_GLIB is dropped again once the
    // application exists, so that engines do not inherit it.
    auto* dispatcher = new arbiter::EpollEventDispatcher;
    const bool useEpoll = dispatcher->isValid() && !qEnvironmentVariableIsSet("ARBITER_NO_EPOLL");
    if (useEpoll)
        QCoreApplication::setEventDispatcher(dispatcher);
    else
        delete dispatcher;
    const bool setNoGlib = !useEpoll && !qEnvironmentVariableIsSet("QT_NO_GLIB");
    if (setNoGlib) qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    if (setNoGlib) qunsetenv("QT_NO_GLIB");
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(arbiter::versionNumber()));

    using namespace arbiter::cli;
    if (isBotCommandLine(app.arguments().mid(1))) return runOnlineBot(app);
    if (isAnnotateCommandLine(app.arguments().mid(1))) return runAnnotate(app);
    // The dialect (cutechess-cli's or fastchess's, cli/dialect.h) also follows the name the
    // program was called by: a link named fastchess speaks fastchess.
    CliParseResult parsed =
        parseProgramArguments(app.arguments().mid(1), QString::fromLocal8Bit(argv[0]));
    switch (parsed.action) {
    case CliParseResult::Action::Exit:
        std::fputs(parsed.output.toLocal8Bit().constData(), stdout);
        return 0;
    case CliParseResult::Action::Error:
        std::fprintf(parsed.errorOnStdout ? stdout : stderr, "%s\n",
                     printable(parsed.error).constData());
        return parsed.exitCode();
    case CliParseResult::Action::Rejudge: { // -rejudge FILE
        QTextStream out(stdout), err(stderr);
        return runRejudge(parsed.options, out, err);
    }
    case CliParseResult::Action::Run: break;
    }
    if (parsed.options.evolution.enabled) { // -tournament evolution
        QTextStream out(stdout), err(stderr);
        return runEvolution(parsed.options, out, err);
    }

    // Fewer games at once rather than engines that cannot be started (descriptorbudget.h).
    const QString descriptorWarning = fitConcurrencyToDescriptorLimit(&parsed.options);
    if (!descriptorWarning.isEmpty())
        std::printf("%s\n", descriptorWarning.toLocal8Bit().constData());
    std::fflush(stdout);
    preferThroughputWithoutClocks(parsed.options);
    CliMatch match(parsed.options);
    // A resumed state is as large as its file: only the session keeps it, until it has started.
    parsed.options.resumeState.reset();
    installSignalHandlers(&match, [&match] { match.interrupt(); });
    QString error;
    if (!match.start(&error)) {
        if (error.isEmpty()) return match.exitCode(); // the dialect's message is out
        std::fprintf(stderr, "arbiter-cli: %s\n", printable(error).constData());
        return 2;
    }
    QElapsedTimer clock;
    clock.start();
    QObject::connect(
        &match, &CliMatch::finished, &app,
        [&] {
            match.printTotalTime(clock.elapsed());
            app.exit(match.exitCode());
        },
        Qt::QueuedConnection);
    return app.exec();
}
