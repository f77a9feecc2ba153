// Xiangqi turns from the start that neither capture nor repeat, Red's and Black's in turn: a
// game as long as a server test needs, without rules of its own in the test.
#pragma once

#include <QStringList>

namespace arbiter::test {

inline const QStringList kQuietXiangqiMoves{
    "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0", "h7h5", "g3g4", "c6c5",
    "c3c4", "b7b5", "b2b4", "g6g5", "e3e4", "e6e5", "a3a4", "a6a5", "i3i4", "i6i5", "h0h1", "h9h8"};

} // namespace arbiter::test
