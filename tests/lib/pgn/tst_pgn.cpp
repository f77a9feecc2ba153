// The PGN area's test executable: runs each test class in turn (one executable per area).
// Test function names given on the command line go to the class that has them, so
// "tst_pgn readsTrickyPgn" runs just that test.
#include <QCoreApplication>
#include <QMetaMethod>
#include <QObject>
#include <QtTest>
#include <memory>
#include <string>
#include <vector>

std::unique_ptr<QObject> makePgnRecordTest();
std::unique_ptr<QObject> makePgnReaderTest();
std::unique_ptr<QObject> makeEpdOpeningTest();
std::unique_ptr<QObject> makePolyglotTest();
std::unique_ptr<QObject> makeEcoClassificationTest();

namespace {

bool hasSlot(const QObject& test, const std::string& name) {
    const QMetaObject* meta = test.metaObject();
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i)
        if (meta->method(i).name().toStdString() == name) return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    // Split the arguments into options (with the values of those that take one) and test
    // function names ("name" or "name:datatag").
    std::vector<char*> options = {argv[0]};
    std::vector<char*> functions;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg[0] == '-') {
            options.push_back(argv[i]);
            if ((arg == "-o" || arg == "-maxwarnings" || arg == "-iterations" || arg == "-median" ||
                 arg == "-eventcounter") &&
                i + 1 < argc)
                options.push_back(argv[++i]);
        } else {
            functions.push_back(argv[i]);
        }
    }
    int failed = 0;
    for (auto make : {makePgnRecordTest, makePgnReaderTest, makeEpdOpeningTest, makePolyglotTest,
                      makeEcoClassificationTest}) {
        std::unique_ptr<QObject> test = make();
        std::vector<char*> args = options;
        for (char* f : functions)
            if (hasSlot(*test, std::string(f).substr(0, std::string(f).find(':'))))
                args.push_back(f);
        if (!functions.empty() && args.size() == options.size()) continue;
        failed += QTest::qExec(test.get(), int(args.size()), args.data());
    }
    return failed;
}
