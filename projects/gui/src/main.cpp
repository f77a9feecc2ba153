#include "board/variant.h"
#include "chessboardview.h"
#include "resources.h"
#include "xiangqiboardview.h"

#include <QApplication>
#include <QHBoxLayout>
int main(int argc, char** argv) {
    QApplication app(argc, argv);
    arbiter::gui::initResources();
    QWidget w;
    auto* l = new QHBoxLayout(&w);
    auto* c = new arbiter::gui::ChessBoardView;
    auto* x = new arbiter::gui::XiangqiBoardView;
    auto cb = arbiter::createBoard("standard");
    auto xb = arbiter::createBoard("xiangqi");
    c->setPosition(*cb);
    x->setPosition(*xb);
    l->addWidget(c);
    l->addWidget(x);
    w.resize(1200, 640);
    w.show();
    return app.exec();
}
