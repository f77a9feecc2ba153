// The GUI's translation files (projects/gui/translations, docs/gui.md "Languages") against the
// sources. lupdate, run over the same sources with the same options as the build's
// update_translations target, into a copy of each .ts, must change no message: every text of the
// sources is in the file, and no text of the file is gone from the sources. And every message
// of the file must be translated: no unfinished, vanished or obsolete entry, no empty
// translation, the %n placeholders of its source, an accelerator (&) where its source has one.
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QString translation;
    QString type; // the translation's type attribute: "unfinished", "vanished", "obsolete", ""
    QString describe() const { return QStringLiteral("[%1] \"%2\"").arg(context, source); }
};

// The messages of a .ts file; a file that is not one gives an error naming the place.
QList<Message> readTs(const QString& path, QString* error) {
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            current.translation = xml.readElementText();
            messages << current;
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return messages;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression number(QStringLiteral("%(\\d)"));
    QSet<QString> found;
    for (auto it = number.globalMatch(text); it.hasNext();) found << it.next().captured(0);
    return found;
}

bool hasAccelerator(QString text) {
    text.remove(QStringLiteral("&&")); // a literal ampersand
    static const QRegularExpression accelerator(QStringLiteral("&\\S"));
    return text.contains(accelerator);
}

// What is wrong with the translations of `messages`, one line each.
QStringList translationProblems(const QList<Message>& messages) {
    QStringList problems;
    for (const Message& m : messages) {
        if (!m.type.isEmpty()) {
            problems << QStringLiteral("%1 is %2").arg(m.describe(), m.type);
            continue;
        }
        if (m.translation.isEmpty()) {
            problems << QStringLiteral("%1 has an empty translation").arg(m.describe());
            continue;
        }
        const QSet<QString> source = placeholders(m.source),
                            translated = placeholders(m.translation);
        // The library's patterns may leave a part out (the Chinese half of a bilingual warning,
        // text/translatedtext.cpp); every other text keeps all of them.
        const bool partsMayGo = m.context == QLatin1String("LibraryText");
        if (partsMayGo ? !source.contains(translated) : source != translated)
            problems << QStringLiteral("%1: the translation \"%2\" has other placeholders")
                            .arg(m.describe(), m.translation);
        if (hasAccelerator(m.source) && !hasAccelerator(m.translation))
            problems << QStringLiteral("%1: the translation \"%2\" has no accelerator (&)")
                            .arg(m.describe(), m.translation);
    }
    return problems;
}

// The messages one list has and the other has not, by context and source.
QStringList differences(const QList<Message>& file, const QList<Message>& updated) {
    auto keys = [](const QList<Message>& list) {
        QSet<QString> set;
        for (const Message& m : list)
            if (m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete"))
                set << m.describe();
        return set;
    };
    const QSet<QString> before = keys(file), after = keys(updated);
    QStringList lines;
    for (const QString& k : after - before) lines << QStringLiteral("not in the file: %1").arg(k);
    for (const QString& k : before - after)
        lines << QStringLiteral("no longer in the sources: %1").arg(k);
    lines.sort();
    return lines;
}

QStringList tsFiles() {
    return QString::fromUtf8(ARBITER_TS_FILES).split(QLatin1Char('|'));
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void upToDateWithTheSources_data();
    void upToDateWithTheSources();
    void fullyTranslated_data();
    void fullyTranslated();
    void problemsAreFound();
};

void TranslationsTest::upToDateWithTheSources_data() {
    QTest::addColumn<QString>("ts");
    for (const QString& f : tsFiles()) QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
}

void TranslationsTest::upToDateWithTheSources() {
    QFETCH(QString, ts);
    QString error;
    const QList<Message> file = readTs(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QFileInfo(ts).fileName());
    QVERIFY(QFile::copy(ts, copy));
    QStringList arguments = QString::fromUtf8(ARBITER_LUPDATE_OPTIONS).split(QLatin1Char(' '));
    arguments << QStringLiteral("@" ARBITER_TRANSLATION_SOURCES) << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(ARBITER_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(600000), qPrintable(lupdate.errorString()));
    const QString output =
        QString::fromLocal8Bit(lupdate.readAllStandardOutput() + lupdate.readAllStandardError());
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             qPrintable(output));
    const QList<Message> updated = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList lines = differences(file, updated);
    QVERIFY2(lines.isEmpty(),
             qPrintable(QStringLiteral("%1 is not up to date (cmake --build build --target "
                                       "update_translations, then translate):\n%2")
                            .arg(ts, lines.join(QLatin1Char('\n')))));
    QVERIFY2(file.size() > 700, qPrintable(QString::number(file.size())));
}

void TranslationsTest::fullyTranslated_data() {
    upToDateWithTheSources_data();
}

void TranslationsTest::fullyTranslated() {
    QFETCH(QString, ts);
    QString error;
    const QList<Message> file = readTs(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList problems = translationProblems(file);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1:\n%2").arg(ts, problems.join(QLatin1Char('\n')))));
}

// The checks above find what they look for: a file with one fault of each kind.
void TranslationsTest::problemsAreFound() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("faulty.ts"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Demo</name>
    <message><source>&amp;Quit</source><translation>退出</translation></message>
    <message><source>Open</source><translation type="unfinished"></translation></message>
    <message><source>Gone</source><translation type="vanished">走了</translation></message>
    <message><source>%1 of %2</source><translation>%1</translation></message>
    <message><source>Empty</source><translation></translation></message>
    <message><source>Fine %1</source><translation>好 %1</translation></message>
</context>
<context>
    <name>LibraryText</name>
    <message><source>%1 / %2</source><translation>%1</translation></message>
</context>
</TS>
)");
    f.close();
    QString error;
    const QList<Message> messages = readTs(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(translationProblems(messages),
             QStringList({QStringLiteral("[Demo] \"&Quit\": the translation \"退出\" has no "
                                         "accelerator (&)"),
                          QStringLiteral("[Demo] \"Open\" is unfinished"),
                          QStringLiteral("[Demo] \"Gone\" is vanished"),
                          QStringLiteral("[Demo] \"%1 of %2\": the translation \"%1\" has other "
                                         "placeholders"),
                          QStringLiteral("[Demo] \"Empty\" has an empty translation")}));
    QList<Message> sources = messages;
    sources.removeAt(0);
    sources << Message{
        QStringLiteral("Demo"), QStringLiteral("New"), {}, QStringLiteral("unfinished")};
    QCOMPARE(differences(messages, sources),
             QStringList({QStringLiteral("no longer in the sources: [Demo] \"&Quit\""),
                          QStringLiteral("not in the file: [Demo] \"New\"")}));
    // A file that is not XML is named with the line at fault.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("<TS>\n<context>\n</TS>\n");
    f.close();
    readTs(path, &error);
    QVERIFY2(error.startsWith(path + QStringLiteral(":3: ")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TranslationsTest)
#include "tst_translations.moc"
