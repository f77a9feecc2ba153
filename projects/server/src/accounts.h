// Passwords and session tokens of arbiter-server (docs/online.md, "Players"). A password is
// stored only as a salted slow hash: PBKDF2-HMAC-SHA256 (RFC 8018) with a random 16-byte salt,
// computed by Qt Network's QPasswordDigestor, written "pbkdf2-sha256$ITERATIONS$SALT$HASH"
// (base64) so that the cost can rise later without breaking stored accounts. A session token is
// 32 random bytes the client keeps; the database holds only its SHA-256.
#pragma once

#include <QString>

namespace arbiter::server {

// OWASP's Password Storage Cheat Sheet (2023) asks for 600,000 iterations of PBKDF2-HMAC-SHA256.
constexpr int PasswordIterations = 600000;

QString hashPassword(const QString& password, int iterations = PasswordIterations);
// Whether `password` is the one `stored` was made from (a comparison in constant time).
bool verifyPassword(const QString& password, const QString& stored);

// A new session token (base64url, 43 characters) and what the database keeps of it.
QString newSessionToken();
QString sessionTokenHash(const QString& token);

// A guest's member id: "g" and 16 random hex digits.
QString newGuestId();

} // namespace arbiter::server
