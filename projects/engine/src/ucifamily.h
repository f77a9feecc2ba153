// What UCI and UCCI share: the command loop (isready, stop, ponderhit, quit answered during a
// search; everything else after it), "position", "go" and "setoption" plumbing, and option
// listing. The two protocols differ in syntax only, through the hooks below.
#pragma once

#include "protocol.h"
#include "searchlimits.h"

#include <string>
#include <vector>

namespace arbiter::engine {

using Words = std::vector<std::string>;

class UciFamilyProtocol : public Protocol {
public:
    using Protocol::Protocol;
    void handleLine(const std::string& line) override;

protected:
    // The handshake command ("uci" / "ucci"), the word that ends the reply ("uciok" /
    // "ucciok"), which options the protocol shows and how one option line reads.
    virtual const char* handshakeCommand() const = 0;
    virtual const char* handshakeDone() const = 0;
    virtual ProtocolMask optionMask() const = 0;
    virtual std::string optionLine(const OptionDef& option, const std::string& value) const = 0;
    // setoption syntax: fills name and value; false with *error when malformed.
    virtual bool parseSetOption(const Words& words, std::string* name, std::string* value,
                                std::string* error) const = 0;
    // go syntax: fills the limits and whether the opponent offers a draw.
    virtual bool parseGo(const Words& words, SearchLimits* limits, bool* drawOffered,
                         std::string* error) const = 0;
    virtual void sendIteration(const IterationReport& report) = 0;
    virtual void sendBestMove(const SearchOutcome& outcome) = 0;
    virtual void sendMessage(const std::string& text) = 0;
    // Protocol-specific commands; false when the command is unknown.
    virtual bool handleOther(const Words& words) = 0;
    // Commands a protocol answers while a search runs (besides isready, stop, ponderhit, quit).
    virtual bool handleDuringSearch(const Words& words) { return false; }
    virtual void stopWhileIdle() {}
    virtual void quitting() {}

    // Fills the root move list from move words; names the first bad one in *error.
    bool parseMoveList(const Words& words, size_t from, size_t to, std::vector<Move>* moves,
                       std::string* error) const;
    // "bestmove X [ponder Y]", or an empty string when there is no move.
    std::string bestMoveLine(const SearchOutcome& outcome) const;
    // Helper for "go" parsing: the integer after words[i], negatives read as 0; false (with
    // *error) when missing or not a number.
    static bool intArgument(const Words& words, size_t i, int64_t* value, std::string* error);

    std::vector<Move> m_bannedMoves; // UCCI banmoves, cleared by every position

private:
    void sendIdentity();
    void handlePosition(const Words& words);
    void handleGo(const Words& words);
    void handleSetOption(const Words& words);
};

} // namespace arbiter::engine
