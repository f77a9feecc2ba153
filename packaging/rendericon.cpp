// arbiter-render-icon SVG OUTDIR SIZE...: renders the GUI's icon (projects/gui/res/arbiter.svg)
// to OUTDIR/SIZExSIZE/arbiter.png for the hicolor icon theme, at build time
// (packaging/CMakeLists.txt), with Qt SVG, which the GUI links anyway. Not installed.
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: arbiter-render-icon SVG OUTDIR SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args[0]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "arbiter-render-icon: %s is not an SVG image Qt can read\n",
                     qPrintable(args[0]));
        return 1;
    }
    for (const QString& sizeText : args.mid(2)) {
        bool ok = false;
        const int size = sizeText.toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr, "arbiter-render-icon: '%s' is not a size in pixels\n",
                         qPrintable(sizeText));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        const QString folder = QStringLiteral("%1/%2x%2").arg(args[1]).arg(size);
        const QString file = folder + QStringLiteral("/arbiter.png");
        if (!QDir().mkpath(folder) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "arbiter-render-icon: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
