// The library's texts that a front-end shows, in the language of the program's installed
// QTranslator: game results' reasons, the rules' warnings and counters (XiangqiJudge's
// repetition and move-limit notes), the variants' descriptions. The library builds these texts in
// English and keeps them so (PGN records, arbiter-cli's cutechess-cli lines, the server's
// messages, xiangqiVerdictFromReason reads them back); a front-end translates them where it shows
// them. The library itself installs no translator, so without one (arbiter-cli, arbiter-server)
// the functions give the English text unchanged. The patterns are marked with QT_TRANSLATE_NOOP,
// so lupdate collects them into the GUI's .ts files (docs/gui.md, "Languages").
#pragma once

#include <QString>
#include <string>

namespace arbiter {

// The translation context of the patterns below and of the words they hold (side names).
inline constexpr const char* kLibraryTextContext = "LibraryText";
// The translation context of the variants' descriptions (board/westernvariants.cpp,
// board/xiangqivariants.cpp).
inline constexpr const char* kVariantContext = "Variant";

// `english` translated: matched whole against the table of patterns ("%1 mates",
// "Draw by %1-move rule", ...), its %n parts translated the same way (a side name, a nested
// verdict; a number or an engine's own message stays as it is). A text no pattern matches is
// returned unchanged.
QString translatedText(const std::string& english);
QString translatedText(const QString& english);

// A variant's description (Variant::description) translated.
QString translatedVariantDescription(const std::string& description);

} // namespace arbiter
