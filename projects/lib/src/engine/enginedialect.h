#pragma once

#include <QString>
#include <optional>

namespace arbiter {

enum class EngineProtocol { Uci, Xboard, Ucci };
QString protocolName(EngineProtocol protocol);
bool protocolFromName(const QString& name, EngineProtocol* protocol);

// How one engine writes xiangqi (and other 10-rank eastern variants) on the wire. Arbiter's
// internal notation is ICCS with ranks 0-9 from red's side and FEN letters n/b; engines differ
// (see docs/engines.md and the xiangqi reference, "engine dialects").
struct XiangqiDialect {
    enum class FenLetters { NB, HE };
    enum class TimeUnit { Milliseconds, Seconds };

    int rankBase = 0;                          // 0: h2e2 (UCCI, Pikafish, xboard); 1: h3e3 (FS UCI)
    FenLetters fenLetters = FenLetters::NB;    // letters for horse/elephant in FENs sent out
    QChar redSideLetter = QLatin1Char('w');    // side-to-move letter for red in FENs sent out
    TimeUnit ucciTimeUnit = TimeUnit::Seconds; // UCCI time/opptime/increment unit
    QString variantOption; // option to set to the variant ("UCI_Variant"), or ""

    bool operator==(const XiangqiDialect& o) const {
        return rankBase == o.rankBase && fenLetters == o.fenLetters &&
               redSideLetter == o.redSideLetter && ucciTimeUnit == o.ucciTimeUnit &&
               variantOption == o.variantOption;
    }

    // Defaults for an engine from its id name (or CECP myname) and protocol. usemillisec: the
    // UCCI engine advertised the "usemillisec" option.
    static XiangqiDialect detect(const QString& engineName, EngineProtocol protocol,
                                 bool usemillisec);

    // Internal move -> engine move, and back. Tokens that are not coordinate moves (SAN, "O-O",
    // "(none)") pass through unchanged.
    QString moveToEngine(const QString& move) const { return shiftRanks(move, rankBase); }
    QString moveFromEngine(const QString& move) const { return shiftRanks(move, -rankBase); }
    // Internal FEN (n/b letters, w/b side) -> the engine's FEN.
    QString fenToEngine(const QString& fen) const;

    static QString shiftRanks(const QString& move, int delta);
};

// Per-field overrides of the detected dialect, as stored in engines.json.
struct XiangqiDialectOverrides {
    std::optional<int> rankBase;
    std::optional<XiangqiDialect::FenLetters> fenLetters;
    std::optional<QChar> redSideLetter;
    std::optional<XiangqiDialect::TimeUnit> ucciTimeUnit;
    std::optional<QString> variantOption;

    bool isEmpty() const {
        return !rankBase && !fenLetters && !redSideLetter && !ucciTimeUnit && !variantOption;
    }
    void applyTo(XiangqiDialect* dialect) const;
    bool operator==(const XiangqiDialectOverrides& o) const {
        return rankBase == o.rankBase && fenLetters == o.fenLetters &&
               redSideLetter == o.redSideLetter && ucciTimeUnit == o.ucciTimeUnit &&
               variantOption == o.variantOption;
    }
};

// True for variants played with xiangqi coordinates (ranks counted 0-9 internally).
bool isXiangqiFamilyVariant(const QString& variant);

} // namespace arbiter
