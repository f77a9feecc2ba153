#include "tournament/running/recordwriter.h"

#include "board/board.h"
#include "engine/engine.h"
#include "pgn/epd.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "tournament/output/cutechesspgn.h"

#include <utility>

namespace arbiter {

std::string RecordWriter::epdLine(const Game& game) const {
    // r-Mobility writes its own FEN: its 50-move counter and the current G token, not the fork's
    // token of one ply before (docs/r-mobility.md, "Differences from the fork").
    const auto* judge = game.rules().findJudge<RMobilityJudge>();
    return (judge ? judge->fen(game.board()) : epdPosition(game.board())) + "\n";
}

namespace {

class CutechessRecordWriter : public RecordWriter {
public:
    PgnWriteOptions writeOptions(PgnMode mode) const override {
        return cutechessPgnWriteOptions(mode);
    }
    PgnGame record(const GamePool::RunningGame& running, GameRecordInfo info) const override {
        return makeGameRecord(*running.game, info);
    }

protected:
    std::string epdPosition(const Board& board) const override { return board.fen(); }
};

class FastchessRecordWriter : public RecordWriter {
public:
    FastchessRecordWriter(std::vector<TimeControl> timeControls, PgnMode mode,
                          FastchessPgnFields fields, bool pgnFile)
        : m_timeControls(std::move(timeControls)), m_mode(mode), m_fields(std::move(fields)),
          m_pgnFile(pgnFile) {}

    PgnWriteOptions writeOptions(PgnMode mode) const override {
        return fastchessPgnWriteOptions(mode);
    }

    PgnGame record(const GamePool::RunningGame& running, GameRecordInfo info) const override {
        const Game& game = *running.game;
        if (!m_pgnFile) return makeGameRecord(game, info);
        info.style = RecordStyle::Fastchess;
        PgnGame record = makeGameRecord(game, info);
        useFastchessTags(record, game.result(), info.startTime, info.endTime);
        const auto tcOf = [&](Side side) {
            return fastchessTimeControlTag(m_timeControls[size_t(running.players[side])]);
        };
        const std::pair<const char*, Side> tcTags[] = {
            {"TimeControl", White}, {"WhiteTimeControl", White}, {"BlackTimeControl", Black}};
        for (const auto& [tag, side] : tcTags)
            if (record.hasTag(tag)) record.setTag(tag, tcOf(side));
        if (m_mode != PgnMode::Minimal) {
            addFastchessMoveData(record, game, m_fields);
            const Engine* w = running.engines[White];
            const Engine* b = running.engines[Black];
            setFastchessEngineTags(record, w ? w->idName() : QString(),
                                   w ? w->idAuthor() : QString(), b ? b->idName() : QString(),
                                   b ? b->idAuthor() : QString());
            setFastchessOpeningTags(record);
        }
        return record;
    }

protected:
    // fastchess 1.8.2 app/src/game/epd/epd_builder.hpp: the four position fields with hmvc and
    // fmvn operations (pgn/epd.h epdLine).
    std::string epdPosition(const Board& board) const override { return arbiter::epdLine(board); }

private:
    std::vector<TimeControl> m_timeControls;
    PgnMode m_mode;
    FastchessPgnFields m_fields;
    bool m_pgnFile;
};

} // namespace

std::unique_ptr<RecordWriter> makeCutechessRecordWriter() {
    return std::make_unique<CutechessRecordWriter>();
}

std::unique_ptr<RecordWriter> makeFastchessRecordWriter(std::vector<TimeControl> timeControls,
                                                        PgnMode mode, FastchessPgnFields fields,
                                                        bool pgnFile) {
    return std::make_unique<FastchessRecordWriter>(std::move(timeControls), mode, std::move(fields),
                                                   pgnFile);
}

} // namespace arbiter
