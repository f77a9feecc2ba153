// Editor for one side's time control: moves/time+increment (moves 0 = whole game), a fixed
// time per move, or no clock; a depth or node limit may be added to any of them.
#pragma once

#include "game/timecontrol.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace arbiter::gui {

class TimeControlEditor : public QWidget {
    Q_OBJECT
public:
    enum Kind { Clock = 0, PerMove = 1, NoClock = 2 };

    explicit TimeControlEditor(QWidget* parent = nullptr);

    TimeControl timeControl() const;
    void setTimeControl(const TimeControl& tc);
    // Names the fields `prefix` + Kind, Moves, Time, Increment, MoveTime, Depth, Nodes, so that
    // a dialog's remembered fields (tournament/rememberedfields.h) keep all of them.
    void setFieldNames(const QString& prefix);

    // Widgets, for tests.
    QComboBox* kindBox() const { return m_kind; }
    QSpinBox* movesBox() const { return m_moves; }
    QDoubleSpinBox* minutesBox() const { return m_minutes; }
    QDoubleSpinBox* incrementBox() const { return m_increment; }
    QDoubleSpinBox* moveTimeBox() const { return m_moveTime; }
    QSpinBox* depthBox() const { return m_depth; }
    QSpinBox* nodesBox() const { return m_nodes; }

private:
    void updateEnabled();

    QComboBox* m_kind;
    QSpinBox* m_moves;
    QDoubleSpinBox* m_minutes;
    QDoubleSpinBox* m_increment;
    QDoubleSpinBox* m_moveTime;
    QSpinBox* m_depth;
    QSpinBox* m_nodes;
};

} // namespace arbiter::gui
