// engines.json reading and writing (cutechess field names plus Arbiter's dialect fields).
#include "engine/engineconfiguration.h"

#include <QTemporaryDir>
#include <QtTest>
#include <limits>

using namespace arbiter;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return QString();
    f.write(content);
    return path;
}

} // namespace

class TestEngineConfig : public QObject {
    Q_OBJECT
private slots:
    void readsCutechessFile() {
        // A cutechess-style entry: program and arguments in one "command" string.
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, "engines.json",
            QByteArray(
                "[\n"
                "  {\n"
                "    'name': 'Stockfish',\n"
                "    'command': '/usr/games/stockfish --flag \\\'two words\\\'',\n"
                "    'workingDirectory': '/tmp',\n"
                "    'stderrFile': 'sf.err',\n"
                "    'protocol': 'uci',\n"
                "    'initStrings': ['setoption name Threads value 1'],\n"
                "    'whitepov': false,\n"
                "    'restart': 'off',\n"
                "    'options': [\n"
                "      {'name': 'Hash', 'type': 'spin', 'value': 64, 'default': 16, 'min': 1, "
                "'max': 1024},\n"
                "      {'name': 'Ponder', 'type': 'check', 'value': true, 'default': false},\n"
                "      {'name': 'Style', 'type': 'combo', 'value': 'Risky', 'choices': ['Solid', "
                "'Risky']}\n"
                "    ]\n"
                "  },\n"
                "  {\n"
                "    'name': 'FS xiangqi',\n"
                "    'command': '/usr/games/fairy-stockfish',\n"
                "    'protocol': 'ucci',\n"
                "    'timeoutScale': 2.5,\n"
                "    'validateClaims': false,\n"
                "    'xiangqiDialect': {'rankBase': 1, 'fenLetters': 'he', 'redSideLetter': 'r',\n"
                "                       'ucciTimeUnit': 's', 'variantOption': ''}\n"
                "  }\n"
                "]\n")
                .replace('\'', '"'));
        QVector<EngineConfiguration> configs;
        QString error;
        QVERIFY2(loadEngineConfigurations(path, &configs, &error), qPrintable(error));
        QCOMPARE(configs.size(), 2);
        const EngineConfiguration& sf = configs[0];
        QCOMPARE(sf.name, QString("Stockfish"));
        QCOMPARE(sf.command, QString("/usr/games/stockfish"));
        QCOMPARE(sf.arguments, (QStringList{"--flag", "two words"}));
        QCOMPARE(sf.workingDirectory, QString("/tmp"));
        QCOMPARE(sf.stderrFile, QString("sf.err"));
        QCOMPARE(sf.protocol, EngineProtocol::Uci);
        QCOMPARE(sf.initStrings.size(), 1);
        QCOMPARE(sf.restart, EngineConfiguration::RestartMode::Off);
        QCOMPARE(sf.options.size(), 3);
        QCOMPARE(sf.options[0].value, QString("64"));
        QCOMPARE(sf.options[1].value, QString("true"));
        QCOMPARE(sf.options[2].choices.size(), 2);
        const EngineConfiguration& fs = configs[1];
        QCOMPARE(fs.protocol, EngineProtocol::Ucci);
        QCOMPARE(fs.timeoutScale, 2.5);
        QVERIFY(fs.trust);
        QCOMPARE(*fs.dialect.rankBase, 1);
        QCOMPARE(*fs.dialect.fenLetters, XiangqiDialect::FenLetters::HE);
        QCOMPARE(*fs.dialect.redSideLetter, QChar('r'));
        QCOMPARE(*fs.dialect.ucciTimeUnit, XiangqiDialect::TimeUnit::Seconds);
        QCOMPARE(*fs.dialect.variantOption, QString());
    }

    void roundTrip() {
        EngineConfiguration c;
        c.name = "Sjaak";
        c.command = "/usr/games/sjaakii";
        c.arguments = {"-x"};
        c.protocol = EngineProtocol::Xboard;
        c.whitePov = true;
        c.ponder = true;
        c.debug = true;
        c.trust = true;
        c.restart = EngineConfiguration::RestartMode::On;
        c.rMobilityFen = EngineConfiguration::RMobilityFen::Never;
        c.timeoutScale = 3;
        c.initStrings = {"memory 64"};
        c.setOptionValue("Level", "Normal");
        c.dialect.fenLetters = XiangqiDialect::FenLetters::HE;
        c.dialect.ucciTimeUnit = XiangqiDialect::TimeUnit::Milliseconds;
        QTemporaryDir dir;
        const QString path = dir.filePath("out.json");
        QString error;
        QVERIFY2(saveEngineConfigurations(path, {c}, &error), qPrintable(error));
        QVector<EngineConfiguration> back;
        QVERIFY2(loadEngineConfigurations(path, &back, &error), qPrintable(error));
        QCOMPARE(back.size(), 1);
        const EngineConfiguration& b = back[0];
        QCOMPARE(b.name, c.name);
        QCOMPARE(b.command, c.command);
        QCOMPARE(b.arguments, c.arguments);
        QCOMPARE(b.protocol, c.protocol);
        QCOMPARE(b.whitePov, true);
        QCOMPARE(b.ponder, true);
        QCOMPARE(b.debug, true);
        QCOMPARE(b.trust, true);
        QCOMPARE(b.restart, EngineConfiguration::RestartMode::On);
        QCOMPARE(b.rMobilityFen, EngineConfiguration::RMobilityFen::Never);
        QCOMPARE(b.timeoutScale, 3.0);
        QCOMPARE(b.initStrings, c.initStrings);
        QCOMPARE(b.options.size(), 1);
        QCOMPARE(b.options[0].value, QString("Normal"));
        QVERIFY(b.dialect == c.dialect);
    }

    // Numbers out of every integer range and fractions (found by tests/fuzz fuzz_engines_json:
    // converting 1e48 to an integer is undefined): bounds are clamped, a fraction stays one.
    void extremeNumbers() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, "engines.json",
                      "[{\"name\": \"A\", \"command\": \"x\", \"options\": ["
                      "{\"name\": \"Hash\", \"type\": \"spin\", \"min\": -1e300, \"max\": 3.3e48},"
                      "{\"name\": \"Contempt\", \"type\": \"string\", \"value\": 0.5},"
                      "{\"name\": \"Big\", \"type\": \"string\", \"value\": 1e30}]}]");
        QVector<EngineConfiguration> configs;
        QString error;
        QVERIFY2(loadEngineConfigurations(path, &configs, &error), qPrintable(error));
        const EngineOptionList& options = configs[0].options;
        QCOMPARE(options[0].min, std::numeric_limits<qint64>::min());
        QCOMPARE(options[0].max, std::numeric_limits<qint64>::max());
        QCOMPARE(options[1].value, QStringLiteral("0.5"));
        QCOMPARE(options[2].value, QStringLiteral("1e+30"));
    }

    void errorsNameFileAndProblem_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bad json") << QByteArray("[{\"name\": }]") << "JSON error at offset";
        QTest::newRow("not array") << QByteArray("{}") << "expected a JSON array";
        QTest::newRow("not object") << QByteArray("[1]") << "entry 1 is not an object";
        QTest::newRow("no name") << QByteArray("[{\"command\": \"x\"}]") << "missing field 'name'";
        QTest::newRow("no command")
            << QByteArray("[{\"name\": \"A\"}]") << "engine 'A': missing field 'command'";
        QTest::newRow("protocol") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                                "\"protocol\": \"usi\"}]")
                                  << "unknown protocol 'usi'";
        QTest::newRow("restart") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                               "\"restart\": \"sometimes\"}]")
                                 << "restart must be auto, on or off";
        QTest::newRow("rmobfen") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                               "\"rmobfen\": \"sometimes\"}]")
                                 << "engine 'A': rmobfen must be auto, always or never, not "
                                    "'sometimes'";
        QTest::newRow("option value") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                                    "\"options\": [{\"name\": \"Hash\", \"type\": "
                                                    "\"spin\", \"value\": 99, \"min\": 1, "
                                                    "\"max\": 10}]}]")
                                      << "option 'Hash': 99 is outside 1..10";
        QTest::newRow("option type") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                                   "\"options\": [{\"name\": \"H\", \"type\": "
                                                   "\"dial\"}]}]")
                                     << "unknown type 'dial'";
        QTest::newRow("rank base") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                                 "\"xiangqiDialect\": {\"rankBase\": 2}}]")
                                   << "rankBase must be 0 or 1";
        QTest::newRow("letters") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                               "\"xiangqiDialect\": {\"fenLetters\": \"xy\"}}]")
                                 << "fenLetters must be";
        QTest::newRow("whitepov type") << QByteArray("[{\"name\": \"A\", \"command\": \"x\", "
                                                     "\"whitepov\": \"yes\"}]")
                                       << "'whitepov' must be true or false";
        // A string where a list of arguments belongs was taken as one argument ("-x 1").
        QTest::newRow("arguments string")
            << QByteArray("[{\"name\": \"A\", \"command\": \"x\", \"arguments\": \"-x 1\"}]")
            << "entry 1: engine 'A': field 'arguments' must be an array of strings, not a string";
        QTest::newRow("arguments number")
            << QByteArray("[{\"name\": \"A\", \"command\": \"x\", \"arguments\": [\"-x\", 1]}]")
            << "entry 1: engine 'A': field 'arguments': item 2 is a number, not a string";
        // Two entries of one name: which one conf=A meant was left to chance.
        QTest::newRow("duplicate name")
            << QByteArray("[{\"name\": \"A\", \"command\": \"x\"}, {\"name\": \"B\", "
                          "\"command\": \"y\"}, {\"name\": \"A\", \"command\": \"z\"}]")
            << "entry 3: engine 'A': the name is already used by entry 1 (engine names must be "
               "unique)";
        // A line break in a name would split the output lines that carry it.
        QTest::newRow("name with a line break")
            << QByteArray("[{\"name\": \"A\\nFinished game 9\", \"command\": \"x\"}]")
            << "entry 1: name 'A\\nFinished game 9' has a line break, which would split the "
               "output lines";
    }
    void errorsNameFileAndProblem() {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = writeFile(dir, "bad.json", content);
        QVector<EngineConfiguration> configs;
        QString error;
        QVERIFY(!loadEngineConfigurations(path, &configs, &error));
        QVERIFY2(error.startsWith(path + ":"), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void missingFile() {
        QVector<EngineConfiguration> configs;
        QString error;
        QVERIFY(!loadEngineConfigurations("/nonexistent/engines.json", &configs, &error));
        QVERIFY(error.startsWith("/nonexistent/engines.json: cannot open"));
    }
};

QTEST_GUILESS_MAIN(TestEngineConfig)
#include "tst_engine_config.moc"
