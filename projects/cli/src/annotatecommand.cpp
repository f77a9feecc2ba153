#include "annotatecommand.h"

#include "enginesettings.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"

#include <QEventLoop>
#include <QFile>
#include <QSaveFile>
#include <cstdio>

namespace arbiter::cli {

bool isAnnotateCommandLine(const QStringList& arguments) {
    return arguments.contains(QStringLiteral("-annotate"));
}

QString parseAnnotateOptions(const QStringList& arguments, const QString& programDirectory,
                             AnnotateOptions* out) {
    AnnotateOptions options;
    EngineArguments engine;
    QString error = readOptionPairs(
        arguments, &engine, [&](const QString& option, const QString& value) -> QString {
            bool ok = true;
            if (option == QLatin1String("-annotate")) {
                options.input = value;
            } else if (option == QLatin1String("-out")) {
                options.output = value;
            } else if (option == QLatin1String("-variant")) {
                options.variant = value;
            } else if (option == QLatin1String("-depth")) {
                options.annotation.depth = value.toInt(&ok);
                if (!ok || options.annotation.depth < 1 || options.annotation.depth > 100)
                    return QStringLiteral("-depth: '%1' is not a depth from 1 to 100").arg(value);
            } else if (option == QLatin1String("-st")) {
                const double seconds = value.toDouble(&ok);
                if (!ok || !(seconds > 0) || seconds > 3600)
                    return QStringLiteral(
                               "-st: '%1' is not a number of seconds above 0, at most 3600")
                        .arg(value);
                options.annotation.moveTimeMs = qint64(seconds * 1000 + 0.5);
            } else if (option == QLatin1String("-explain")) {
                if (value == QLatin1String("en"))
                    options.annotation.explain = AnnotationOptions::Explain::English;
                else if (value == QLatin1String("zh"))
                    options.annotation.explain = AnnotationOptions::Explain::Chinese;
                else
                    return QStringLiteral("-explain: '%1' is not a language: en or zh").arg(value);
            } else {
                return QStringLiteral("unknown option '%1' for -annotate").arg(option);
            }
            return QString();
        });
    if (!error.isEmpty()) return error;
    if (options.input.isEmpty()) return QStringLiteral("-annotate needs a PGN file");
    if ((options.annotation.depth > 0) == (options.annotation.moveTimeMs > 0))
        return QStringLiteral("-annotate needs one limit per position: -depth N or -st SECONDS");
    error = engineFromArguments(engine, programDirectory, &options.engine);
    if (!error.isEmpty()) return error;
    *out = options;
    return QString();
}

namespace {
// Annotates one game, waiting for the annotator in a local event loop.
bool annotateGame(const AnnotateOptions& options, const PgnGame& game, PgnGame* annotated,
                  QString* error) {
    GameAnnotator annotator(options.engine);
    QEventLoop loop;
    bool ok = false;
    QObject::connect(&annotator, &GameAnnotator::finished, &loop,
                     [&](bool success, const QString& why) {
                         ok = success;
                         *error = why;
                         loop.quit();
                     });
    if (!annotator.start(game, options.annotation, error)) return false;
    loop.exec();
    if (ok) *annotated = annotator.annotatedGame();
    return ok;
}
} // namespace

int runAnnotate(QCoreApplication& app) {
    AnnotateOptions options;
    const QString error = parseAnnotateOptions(app.arguments().mid(1),
                                               QCoreApplication::applicationDirPath(), &options);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "arbiter-cli: %s\n", error.toLocal8Bit().constData());
        return 2;
    }
    PgnReader reader;
    reader.setDefaultVariant(options.variant.toStdString());
    std::string openError;
    if (!reader.openFile(options.input, &openError)) {
        std::fprintf(stderr, "arbiter-cli: -annotate: %s\n", openError.c_str());
        return 2;
    }
    PgnWriter writer;
    std::string text;
    int games = 0, failed = 0;
    PgnGame game;
    for (PgnReader::Status status; (status = reader.readGame(game)) != PgnReader::Status::End;) {
        ++games;
        if (status == PgnReader::Status::Error) {
            ++failed;
            std::fprintf(stderr, "arbiter-cli: -annotate: %s, %s (left out)\n",
                         qPrintable(options.input), reader.error().toString().c_str());
            continue;
        }
        PgnGame annotated;
        QString why;
        if (!annotateGame(options, game, &annotated, &why)) {
            ++failed;
            std::fprintf(stderr, "arbiter-cli: -annotate: game %d: %s (left out)\n", games,
                         why.toLocal8Bit().constData());
            continue;
        }
        writer.write(annotated, text);
        std::fprintf(stderr, "Annotated game %d (%d plies)\n", games, annotated.plyCount());
    }
    if (options.output.isEmpty()) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fflush(stdout);
    } else {
        // All or nothing: the file appears whole, or an earlier one stays as it was.
        QSaveFile file(options.output);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
            std::fprintf(stderr, "arbiter-cli: -out: cannot write %s: %s\n",
                         qPrintable(options.output), qPrintable(file.errorString()));
            return 2;
        }
    }
    return failed > 0 ? 1 : 0;
}

} // namespace arbiter::cli
