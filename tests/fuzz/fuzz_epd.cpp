// EPD reading (opening suites, test positions): any text gives records or "line N: ..."
// errors; a record prints as a line that parses to the same record, and its FEN is accepted or
// rejected by a board without crashing.
#include "fuzzsupport.h"
#include "pgn/epd.h"

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    std::string_view text;
    auto board = fuzz::boardFromInput(data, size, &text);
    if (!board) return 0;
    EpdReader reader;
    reader.setData(text);
    EpdRecord record;
    for (int i = 0; i < 256; ++i) {
        const EpdReader::Status status = reader.next(record);
        if (status == EpdReader::Status::End) break;
        if (status == EpdReader::Status::Error) {
            fuzz::require(!reader.error().empty(), "an EPD error without message");
            continue;
        }
        const std::string line = record.toString();
        EpdRecord again;
        std::string error;
        fuzz::require(parseEpd(line, &again, &error), "a written EPD line does not parse",
                      line + " " + error);
        fuzz::require(again.toString() == line, "an EPD line does not print back", line);
        if (board->setFen(record.fen())) epdLine(*board);
    }
    return 0;
}
