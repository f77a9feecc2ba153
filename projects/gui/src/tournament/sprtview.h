// The SPRT's progress as a bar: the log-likelihood ratio between its bounds (H0 accepted at
// the lower, H1 at the upper), with zero marked, and the decision in words.
#pragma once

#include "stats/sprt.h"

#include <QWidget>

namespace arbiter::gui {

class SprtView : public QWidget {
    Q_OBJECT
public:
    explicit SprtView(QWidget* parent = nullptr);

    void setStatus(const stats::SprtStatus& status, double elo0, double elo1);
    const stats::SprtStatus& status() const { return m_status; }
    // "LLR 1.23 (41.8%) in [-2.94, 2.94]: continue", "H1 accepted (elo1 = 5)", ...
    QString text() const;
    // Where the LLR marker is along the bar: 0 at the lower bound, 1 at the upper one.
    double position() const;

    QSize sizeHint() const override { return {420, 64}; }
    QSize minimumSizeHint() const override { return {200, 56}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    stats::SprtStatus m_status;
    double m_elo0 = 0.0;
    double m_elo1 = 0.0;
};

} // namespace arbiter::gui
