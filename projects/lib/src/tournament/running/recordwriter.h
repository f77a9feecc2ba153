// How a tournament's finished games are written in the run's dialect: the PGN file's layout,
// each game's PGN record (cutechess-cli's tags and move comments, or fastchess's: its tags, time
// controls, per-move extras and engine tags, tournament/output/fastchesspgn.h) and its -epdout
// line (cutechess-cli's full FEN or fastchess's EPD line, r-Mobility's own FEN in both). One
// writer is chosen from the settings when the runner is made (TournamentRunner).
#pragma once

#include "game/gamerecord.h"
#include "game/timecontrol.h"
#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"
#include "tournament/output/fastchesspgn.h"
#include "tournament/running/gamepool.h"

#include <memory>
#include <string>
#include <vector>

namespace arbiter {

class Board;

class RecordWriter {
public:
    virtual ~RecordWriter() = default;
    // The PGN file's layout for -pgnout's mode.
    virtual PgnWriteOptions writeOptions(PgnMode mode) const = 0;
    // The record of a finished game (makeGameRecord, game/gamerecord.h, in the dialect's form).
    virtual PgnGame record(const GamePool::RunningGame& running, GameRecordInfo info) const = 0;
    // The game's -epdout line, with its line break.
    std::string epdLine(const Game& game) const;

protected:
    // The final position as the dialect writes it in the EPD file.
    virtual std::string epdPosition(const Board& board) const = 0;
};

std::unique_ptr<RecordWriter> makeCutechessRecordWriter();
// `timeControls`: each player's, by player number (the TimeControl tags). Without `pgnFile`
// (no -pgnout) the record only feeds the front-end's counts: it is made as cutechess-cli's,
// without fastchess's tags and per-move extras.
std::unique_ptr<RecordWriter> makeFastchessRecordWriter(std::vector<TimeControl> timeControls,
                                                        PgnMode mode, FastchessPgnFields fields,
                                                        bool pgnFile);

} // namespace arbiter
