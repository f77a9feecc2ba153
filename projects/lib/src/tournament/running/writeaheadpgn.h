// The PGN file of a runner's finished games, written in the order that loses none: the runner's
// state learns of each game, with its PGN text, and is saved (the checkpoint); only then does the
// file get the game as one whole record, and only then is the game marked written in the state.
// A run killed in between finds the game in its state and writes it on resume
// (docs/architecture.md, "The life of a move", and docs/reliability.md). TournamentRunner and
// EvolutionRunner write through it.
#pragma once

#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"

#include <QString>
#include <functional>
#include <memory>
#include <string>

namespace arbiter {

class AppendFile;

class WriteAheadPgn {
public:
    WriteAheadPgn();
    ~WriteAheadPgn();

    // Opens (creates or appends to) the file; false with *error.
    bool open(const QString& fileName, const PgnWriteOptions& options, QString* error);
    bool isOpen() const { return bool(m_file); }
    // The game's PGN text; empty when no file is open.
    std::string text(const PgnGame& record);
    // Appends a text as it is (the games a resumed run finds unwritten in its state).
    bool append(const std::string& text, QString* error);

    struct Steps {
        // Saves the state, which already holds the game's text; false with *error. Empty:
        // nothing to save (a game the state does not count, a runner that saves elsewhere).
        std::function<bool(QString* error)> checkpoint;
        bool write = true; // whether the file gets the game at all (cutechess's "fi", say)
        // The file has the game: the state may forget its text.
        std::function<void()> markWritten;
    };
    struct Outcome {
        bool recorded = true; // the checkpoint saved the state (or there is none)
        bool written = false; // the file has the game
        QString problem;      // why not: the checkpoint's error or the file's
    };
    // The three steps in their order: checkpoint, then the file (only once the state is saved),
    // then markWritten (only once the file has the game).
    Outcome record(const std::string& text, const Steps& steps);

private:
    std::unique_ptr<PgnWriter> m_writer;
    std::unique_ptr<AppendFile> m_file;
};

} // namespace arbiter
