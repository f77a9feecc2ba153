// readBoundedLine (io/boundedline.h): lines read whole across its reading steps, the bound
// counted without the line break, a last line without break, and a line over the bound refused.
#include "io/boundedline.h"

#include <QBuffer>
#include <QTest>

using arbiter::BoundedLine;
using arbiter::readBoundedLine;

class TestBoundedLine : public QObject {
    Q_OBJECT
private slots:
    void linesAcrossSteps();
    void boundExcludesTheLineBreak();
    void longLineRefused();
    void emptyLinesAndEnd();
};

namespace {
// A buffer open for reading over `data`.
struct Input {
    QByteArray data;
    QBuffer buffer;
    explicit Input(QByteArray bytes) : data(std::move(bytes)), buffer(&data) {
        buffer.open(QIODevice::ReadOnly);
    }
};
} // namespace

void TestBoundedLine::linesAcrossSteps() {
    // 100,000 bytes: more than the reader's steps, so the line is put together from several.
    const QByteArray longLine(100000, 'x');
    Input in(longLine + "\nshort\nlast");
    QByteArray line;
    QCOMPARE(readBoundedLine(in.buffer, 1 << 20, &line), BoundedLine::Line);
    QCOMPARE(line, longLine + '\n');
    QCOMPARE(readBoundedLine(in.buffer, 1 << 20, &line), BoundedLine::Line);
    QCOMPARE(line, QByteArray("short\n"));
    QCOMPARE(readBoundedLine(in.buffer, 1 << 20, &line), BoundedLine::Line);
    QCOMPARE(line, QByteArray("last"));
    QCOMPARE(readBoundedLine(in.buffer, 1 << 20, &line), BoundedLine::End);
    QVERIFY(line.isEmpty());
}

void TestBoundedLine::boundExcludesTheLineBreak() {
    const QByteArray atBound(40000, 'y');
    Input in(atBound + '\n' + atBound);
    QByteArray line;
    QCOMPARE(readBoundedLine(in.buffer, atBound.size(), &line), BoundedLine::Line);
    QCOMPARE(line.size(), atBound.size() + 1);
    QCOMPARE(readBoundedLine(in.buffer, atBound.size(), &line), BoundedLine::Line);
    QCOMPARE(line, atBound);
}

void TestBoundedLine::longLineRefused() {
    Input in(QByteArray(200000, 'z') + "\nnext\n");
    QByteArray line;
    QCOMPARE(readBoundedLine(in.buffer, 50000, &line), BoundedLine::TooLong);
    // Refused as soon as the bound is passed, not after reading to the line's end.
    QVERIFY(line.size() > 50000 && line.size() < 200000);
    QVERIFY(!line.contains('\n'));
}

void TestBoundedLine::emptyLinesAndEnd() {
    Input in("\n\n");
    QByteArray line;
    QCOMPARE(readBoundedLine(in.buffer, 0, &line), BoundedLine::Line);
    QCOMPARE(line, QByteArray("\n"));
    QCOMPARE(readBoundedLine(in.buffer, 0, &line), BoundedLine::Line);
    QCOMPARE(readBoundedLine(in.buffer, 0, &line), BoundedLine::End);
}

QTEST_GUILESS_MAIN(TestBoundedLine)
#include "tst_boundedline.moc"
