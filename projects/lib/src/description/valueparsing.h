// Reading option values with messages that name the problem: numbers, yes/no words and
// cutechess's key=value lists (-draw movenumber=40 movecount=8 score=10).
// Every function returns an empty string on success, else the message without the option
// name (the parser adds "arbiter-cli: -games: ").
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace arbiter::cli {

// "'x' is not a positive number"
QString readPositive(const QString& text, int* value);
// "'x' is not a non-negative number"
QString readNonNegative(const QString& text, int* value);
// "'x' is not a number"
QString readInteger(const QString& text, int* value);
QString readInteger64(const QString& text, qint64* value);
QString readUnsigned64(const QString& text, std::uint64_t* value);
QString readNumber(const QString& text, double* value);
// true/false, on/off, yes/no, 1/0: "'x' is not true or false"
QString readBoolean(const QString& text, bool* value);

// key=value tokens of one option. Keys must be in `allowed` (an entry "option.*" allows any
// key starting with "option."); a key may appear once. Errors: "'x' is not key=value",
// "unknown key 'foo' (expected a=, b=)", "a= given twice".
QString readKeyValues(const QStringList& tokens, const QStringList& allowed,
                      QMap<QString, QString>* values);
// The whole number of a key (readPositive, or readNonNegative with allowZero), the message
// naming the key: "movecount: 'x' is not a positive number".
QString readKeyInt(const QMap<QString, QString>& values, const QString& key, int* out,
                   bool allowZero);
// "missing movecount=" when a required key is absent.
QString requireKeys(const QMap<QString, QString>& values, const QStringList& required);

} // namespace arbiter::cli
