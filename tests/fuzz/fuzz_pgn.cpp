// PGN reading: any bytes must give games or errors naming game and line, never a crash or an
// endless loop. Every game read is written back with PgnWriter and must read again with the
// same main line and result (what the tournament's own output and -rejudge rely on).
#include "fuzzsupport.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"

using namespace arbiter;

namespace {
constexpr int kMaxGames = 64; // an input of n bytes has at most n games; keep runs short

void checkRoundTrip(const PgnGame& game) {
    PgnWriter writer;
    std::string text;
    writer.write(game, text);
    PgnReader again;
    again.setData(text);
    PgnGame copy;
    const PgnReader::Status status = again.readGame(copy);
    fuzz::require(status == PgnReader::Status::Game, "a written game does not read back",
                  text + "\n" + again.error().toString());
    fuzz::require(copy.plyCount() == game.plyCount(), "the main line changes length", text);
    for (int i = 0; i < game.plyCount(); ++i)
        fuzz::require(copy.moves()[size_t(i)].move == game.moves()[size_t(i)].move,
                      "a main-line move changes", text);
    fuzz::require(copy.result() == game.result(), "the result changes", text);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    PgnReader reader;
    reader.setData(text);
    PgnGame game;
    for (int i = 0; i < kMaxGames; ++i) {
        const PgnReader::Status status = reader.readGame(game);
        if (status == PgnReader::Status::End) break;
        if (status == PgnReader::Status::Error) {
            fuzz::require(!reader.error().message.empty() && reader.error().game > 0,
                          "an error without message or game number");
            continue;
        }
        checkRoundTrip(game);
    }
    // The header-only scan used to index databases takes the same input.
    PgnReader headers;
    headers.setData(text);
    for (int i = 0; i < kMaxGames && headers.readHeader(game) != PgnReader::Status::End; ++i) {
    }
    return 0;
}
