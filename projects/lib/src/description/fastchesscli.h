// The fastchess dialect of arbiter-cli's command line: fastchess 1.8's options with
// fastchess's meaning (docs/cli.md "fastchess dialect"). Options shared with cutechess-cli
// take the cutechess table's entries (same syntax, same meaning); the others are fastchess's
// own: -games/-rounds/-repeat count games per pair and pairs, -pgnout/-epdout/-openings/
// -report/-output/-crc32/-log/-config take key=value settings, engines take fastchess's keys
// (cmd name tc st timemargin nodes plies depth dir args restart proto option.NAME).
#pragma once

#include "optiontable.h"

namespace arbiter::cli {

OptionTable buildFastchessOptionTable(const OptionTable& cutechess);

// After the whole command line is read: fastchess's games/rounds rules (-games above 2 swaps
// with -rounds, one opening per pair), its defaults and the pentanomial report. "" or an error.
QString finishFastchessOptions(ParseState& state);

// The fastchess dialect's own settings (FastchessSettings, games and rounds as fastchess counts
// them, the output files, the state file's -config outname=) as fastchess's options, for
// TournamentDescription::toArguments: only what differs from fastchess's defaults, and always
// -output format=, which marks the line as fastchess's (dialect.h).
QStringList fastchessArguments(const TournamentDescription& options);

// The -event of a fastchess tournament without one.
QString fastchessDefaultEvent();

// fastchess's -version text ("fastchess 1.8.2 ..."), as fishtest and OpenBench read it.
QString fastchessVersionText();

} // namespace arbiter::cli
