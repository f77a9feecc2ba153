#include "xiangqinotation.h"

#include "board/sandisambiguation.h"
#include "xiangqiposition.h"

#include <cctype>
#include <cstdlib>
#include <vector>

namespace arbiter::xqnotation {

using namespace xq;

namespace {

// ---- The shared description of a move (WXF and Chinese) ----

// Files are counted 1-9 from each player's own right: Red's 1 is ICCS file i, Black's is a.
int playerFile(Side side, int file) {
    return side == White ? Files - file : file + 1;
}

bool movesDiagonally(PieceType t) {
    return t == Advisor || t == Bishop || t == Knight;
}

struct Description {
    PieceType type;
    Side side;
    int file;        // the mover's file, 1-9 from its own right
    int count;       // own pieces of this type on that file, the mover included
    int index;       // 1-based position among them counted from the front (nearest the enemy)
    int tandemFiles; // number of files holding two or more own pieces of this type
    int joint;       // soldiers on several tandem files: joint count (xqbase), else = index
    char direction;  // '+' forward, '-' back, '=' sideways
    int number;      // destination file, or steps for straight moves of K R C P
    bool roams;      // jieqi: advisors and elephants go anywhere, so they may share files
};

Description describe(const XiangqiPosition& pos, Move m) {
    const Square from = m.from(), to = m.to();
    const Piece p = pos.pieceAt(from);
    Description d{};
    d.type = typeOf(p);
    d.side = sideOf(p);
    d.roams = pos.rules().jieqi;
    const int up = forward(d.side);
    d.file = playerFile(d.side, fileOf(from));
    d.index = 1;
    for (SquareSet b = pos.pieces(d.side, d.type) & fileSet(fileOf(from)); b;) {
        Square s = popLsb(b);
        ++d.count;
        if ((rankOf(s) - rankOf(from)) * up > 0) ++d.index;
    }
    d.joint = d.index;
    int perFile[Files + 1] = {};
    for (SquareSet b = pos.pieces(d.side, d.type); b;)
        ++perFile[playerFile(d.side, fileOf(popLsb(b)))];
    for (int f = 1; f <= Files; ++f) d.tandemFiles += perFile[f] >= 2;
    if (d.type == Pawn) {
        if (d.tandemFiles >= 2 && d.count >= 2) {
            // Joint count: tandem files from the mover's right to its left, front to back.
            d.joint = d.index;
            for (int f = 1; f < d.file; ++f)
                if (perFile[f] >= 2) d.joint += perFile[f];
        }
    }
    const int steps = (rankOf(to) - rankOf(from)) * up;
    d.direction = steps > 0 ? '+' : steps < 0 ? '-' : '=';
    d.number =
        (movesDiagonally(d.type) || steps == 0) ? playerFile(d.side, fileOf(to)) : std::abs(steps);
    return d;
}

// Chariots, horses, cannons and soldiers sharing a file are told apart by their position;
// advisors and elephants never need it (direction and destination decide) but in jieqi, where
// revealed ones roam the board.
bool needsTandemMarker(const Description& d) {
    return d.count >= 2 && d.type != King && (d.roams || !(d.type == Advisor || d.type == Bishop));
}

char wxfLetter(PieceType t) {
    switch (t) {
    case King: return 'K';
    case Advisor: return 'A';
    case Bishop: return 'E';
    case Knight: return 'H';
    case Rook: return 'R';
    case Cannon: return 'C';
    default: return 'P';
    }
}

PieceType typeFromLetter(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'K': return King;
    case 'A': return Advisor;
    case 'E':
    case 'B': return Bishop;
    case 'H':
    case 'N': return Knight;
    case 'R': return Rook;
    case 'C': return Cannon;
    case 'P': return Pawn;
    default: return NoPieceType;
    }
}

// ---- Chinese symbols ----

const char* pieceCharacter(PieceType t, Side side, Script script) {
    // Index: K A E H R C P.
    static const char* const table[2][2][7] = {
        {{"帅", "仕", "相", "马", "车", "炮", "兵"}, {"将", "士", "象", "马", "车", "炮", "卒"}},
        {{"帥", "仕", "相", "馬", "車", "炮", "兵"}, {"將", "士", "象", "馬", "車", "砲", "卒"}}};
    int i = t == King      ? 0
            : t == Advisor ? 1
            : t == Bishop  ? 2
            : t == Knight  ? 3
            : t == Rook    ? 4
            : t == Cannon  ? 5
                           : 6;
    return table[script == Script::Traditional][side][i];
}

const char* const ChineseNumerals[10] = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
const char* const FullWidthDigits[10] = {"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};

const char* chineseNumber(Side side, int n) {
    return side == White ? ChineseNumerals[n] : FullWidthDigits[n];
}

// ---- Reading: a query that legal moves' descriptions are matched against ----

enum class Selector {
    None,
    Front,       // 前, old English f: the front one
    Rear,        // 后/後, r: the rear one
    Middle,      // 中, xqbase '.': the middle one of an odd number
    WxfFront,    // official WXF '+': front of 2-3, second of 4-5
    WxfRear,     // official WXF '-': rear of 2-3, second from the rear of 4-5
    DoubleFront, // official WXF '++': front of 4-5
    DoubleRear,  // official WXF '--': rear of 4-5
};

struct Query {
    PieceType type = NoPieceType;
    int file = 0; // from-file (1-9 from the mover's right), 0 = not given
    Selector selector = Selector::None;
    int index = 0; // position on the file from the front (Fairy-Stockfish "15=6"), 0 = not given
    int joint = 0; // Chinese 一兵 / xqbase Pa: joint count, 0 = not given
    char direction = 0; // 0 = not given (short records)
    int number = 0;
    bool strictFile = false; // a bare file must not name a piece that needs a tandem marker
};

bool matches(const Query& q, const Description& d) {
    if (d.type != q.type || d.number != q.number) return false;
    if (q.direction && d.direction != q.direction) return false;
    if (q.file && d.file != q.file) return false;
    if (q.strictFile && needsTandemMarker(d)) {
        // The official WXF middle soldier of three or five keeps its file digit.
        bool middle = d.type == Pawn && d.count % 2 == 1 && d.index == (d.count + 1) / 2;
        if (!middle) return false;
    }
    if (q.index && (d.count < 2 || d.index != q.index)) return false;
    if (q.joint && (d.count < 2 || d.joint != q.joint)) return false;
    const int n = d.count, i = d.index;
    switch (q.selector) {
    case Selector::None: return true;
    case Selector::Front: return n >= 2 && i == 1;
    case Selector::Rear: return n >= 2 && i == n;
    case Selector::Middle: return n >= 3 && n % 2 == 1 && i == (n + 1) / 2;
    case Selector::WxfFront: return n >= 2 && i == (n >= 4 ? 2 : 1);
    case Selector::WxfRear: return n >= 2 && i == (n >= 4 ? n - 1 : n);
    case Selector::DoubleFront: return n >= 4 && i == 1;
    case Selector::DoubleRear: return n >= 4 && i == n;
    }
    return false;
}

// A query given only by file is tried strictly first, then loosely (any piece on the file, if
// only one of them can make the move).
void addWithFileFallback(std::vector<Query>& alternatives, Query q) {
    if (q.file && q.selector == Selector::None && !q.index && !q.joint) {
        q.strictFile = true;
        alternatives.push_back(q);
        q.strictFile = false;
    }
    alternatives.push_back(q);
}

// WXF and its ASCII dialects: [f|r][letter]selector[direction]number.
bool parseWxf(std::string_view s, std::vector<Query>& alternatives) {
    Query q;
    Selector oldStyle = Selector::None;
    if (s.size() >= 2 && (s[0] == 'f' || s[0] == 'r') &&
        std::isupper(static_cast<unsigned char>(s[1])) && typeFromLetter(s[1])) {
        oldStyle = s[0] == 'f' ? Selector::Front : Selector::Rear;
        s.remove_prefix(1);
    }
    if (s.size() < 3 || s.back() < '1' || s.back() > '9') return false;
    q.number = s.back() - '0';
    s.remove_suffix(1);
    char dir = s.back();
    if (dir == '+' || dir == '-' || dir == '.' || dir == '=') {
        q.direction = dir == '.' ? '=' : dir;
        s.remove_suffix(1);
    }
    if (s.empty()) return false;
    std::string_view selector = s;
    q.type = Pawn; // official WXF and Fairy-Stockfish drop the letter for tandem soldiers
    if (PieceType t = typeFromLetter(s[0])) {
        q.type = t;
        selector = s.substr(1);
    } else if (s.size() != 2) {
        return false;
    }
    auto isDigit = [](char c) { return c >= '1' && c <= '9'; };
    if (oldStyle != Selector::None) {
        if (!selector.empty()) return false;
        q.selector = oldStyle;
    } else if (selector.size() == 1) {
        char c = selector[0];
        if (isDigit(c))
            q.file = c - '0';
        else if (c == '+')
            q.selector = Selector::WxfFront;
        else if (c == '-')
            q.selector = Selector::WxfRear;
        else if (c == '.')
            q.selector = Selector::Middle;
        else if (c >= 'a' && c <= 'e' && q.direction) // xqbase Pa.5 (never without direction)
            q.joint = c - 'a' + 1;
        else
            return false;
    } else if (selector == "++" || selector == "--") {
        q.selector = selector == "++" ? Selector::DoubleFront : Selector::DoubleRear;
    } else if (selector.size() == 2 && isDigit(selector[0])) {
        q.file = selector[0] - '0';
        if (selector[1] == '+' || selector[1] == '-') {
            // Official WXF tandem soldiers on two files: 3+.4, 3-.4.
            q.selector = selector[1] == '+' ? Selector::Front : Selector::Rear;
        } else if (isDigit(selector[1])) {
            // Fairy-Stockfish: position on the file, then the file (15=6). Official WXF writes
            // the middle one of three as the file twice (33.4): tried second.
            Query fsf = q;
            fsf.index = selector[0] - '0';
            fsf.file = selector[1] - '0';
            alternatives.push_back(fsf);
            if (selector[0] != selector[1]) return true;
            q.selector = Selector::Middle;
        } else {
            return false;
        }
    } else {
        return false;
    }
    addWithFileFallback(alternatives, q);
    return true;
}

// Chinese: decoded code points, full-width ASCII folded to ASCII.
PieceType chinesePiece(char32_t c) {
    switch (c) {
    case U'帅':
    case U'帥':
    case U'将':
    case U'將': return King;
    case U'仕':
    case U'士': return Advisor;
    case U'相':
    case U'象': return Bishop;
    case U'马':
    case U'馬':
    case U'傌': return Knight;
    case U'车':
    case U'車':
    case U'俥': return Rook;
    case U'炮':
    case U'砲':
    case U'包': return Cannon;
    case U'兵':
    case U'卒': return Pawn;
    default: return NoPieceType;
    }
}

int chineseDigit(char32_t c) {
    static const char32_t numerals[] = U"一二三四五六七八九";
    for (int i = 0; i < 9; ++i)
        if (numerals[i] == c) return i + 1;
    if (c >= U'1' && c <= U'9') return int(c - U'0');
    return 0;
}

char chineseDirection(char32_t c) {
    switch (c) {
    case U'进':
    case U'進':
    case U'+': return '+';
    case U'退':
    case U'-': return '-';
    case U'平':
    case U'.':
    case U'=': return '=';
    default: return 0;
    }
}

Selector chineseMarker(char32_t c) {
    switch (c) {
    case U'前': return Selector::Front;
    case U'后':
    case U'後': return Selector::Rear;
    case U'中': return Selector::Middle;
    default: return Selector::None;
    }
}

// Forms: 炮二平五, 前车进一, 车前平三 (marker after the piece), 前兵四平五 (marker and file),
// 一兵平五 (count before the piece), 炮25 / 炮二五 (short record without direction).
bool parseChinese(const std::u32string& text, std::vector<Query>& alternatives) {
    size_t piecePos = text.size();
    for (size_t i = 0; i < text.size(); ++i)
        if (chinesePiece(text[i])) {
            if (piecePos != text.size()) return false; // two pieces named
            piecePos = i;
        }
    if (piecePos == text.size() || piecePos > 1 || text.size() < piecePos + 3) return false;
    Query q;
    q.type = chinesePiece(text[piecePos]);
    if (piecePos == 1) {
        if (Selector sel = chineseMarker(text[0]); sel != Selector::None)
            q.selector = sel;
        else if (int n = chineseDigit(text[0]))
            q.joint = n;
        else
            return false;
    }
    q.number = chineseDigit(text.back());
    if (!q.number) return false;
    size_t end = text.size() - 1;
    if (char dir = chineseDirection(text[end - 1])) {
        q.direction = dir;
        --end;
    }
    for (size_t i = piecePos + 1; i < end; ++i) {
        Selector sel = chineseMarker(text[i]);
        if (sel != Selector::None && q.selector == Selector::None && !q.joint)
            q.selector = sel;
        else if (int n = chineseDigit(text[i]); n && !q.file)
            q.file = n;
        else
            return false;
    }
    if (q.selector == Selector::None && !q.joint && !q.file) return false;
    addWithFileFallback(alternatives, q);
    return true;
}

// Decodes UTF-8, folding full-width ASCII forms (１, ＋, Ｃ ...) to ASCII and dropping spaces.
bool decodeUtf8(std::string_view text, std::u32string& out) {
    for (size_t i = 0; i < text.size();) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
        if (extra < 0 || i + size_t(extra) >= text.size() + (extra == 0)) return false;
        char32_t cp = extra == 0 ? c : c & (0x3F >> extra);
        for (int k = 1; k <= extra; ++k) {
            unsigned char cc = static_cast<unsigned char>(text[i + k]);
            if ((cc >> 6) != 2) return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        i += extra + 1;
        if (cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;          // full-width ASCII
        if (cp == U' ' || cp == U'\t' || cp == 0x3000) continue; // spaces, ideographic space
        out += cp;
    }
    return true;
}

// Fairy-Stockfish algebraic: [letter][file][rank][x]file rank(1-10)[+|#].
struct AlgebraicQuery {
    PieceType type = Pawn;
    int fromFile = -1, fromRank = -1;
    Square to = NoSquare;
};

bool parseAlgebraic(std::string_view s, AlgebraicQuery& q) {
    while (!s.empty() && (s.back() == '+' || s.back() == '#')) s.remove_suffix(1);
    auto isFile = [](char c) { return c >= 'a' && c <= 'i'; };
    // Reads a rank 1-10 ending at s.size(); returns its length (0 = none).
    auto rankAtEnd = [](std::string_view t, int& rank) -> size_t {
        if (t.size() >= 2 && t.substr(t.size() - 2) == "10") {
            rank = 9;
            return 2;
        }
        if (!t.empty() && t.back() >= '1' && t.back() <= '9') {
            rank = t.back() - '1';
            return 1;
        }
        return 0;
    };
    int toRank = 0;
    size_t len = rankAtEnd(s, toRank);
    if (!len || s.size() < len + 1 || !isFile(s[s.size() - len - 1])) return false;
    q.to = makeSquare(s[s.size() - len - 1] - 'a', toRank);
    s.remove_suffix(len + 1);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-')) s.remove_suffix(1);
    if (!s.empty() && std::isupper(static_cast<unsigned char>(s[0]))) {
        q.type = typeFromLetter(s[0]);
        if (!q.type) return false;
        s.remove_prefix(1);
    }
    int rank = 0;
    if (size_t n = rankAtEnd(s, rank)) {
        q.fromRank = rank;
        s.remove_suffix(n);
    }
    if (!s.empty() && isFile(s[0])) {
        q.fromFile = s[0] - 'a';
        s.remove_prefix(1);
    }
    return s.empty();
}

bool isIccs(std::string_view s) {
    std::string t;
    for (char c : s)
        if (c != '-') t += char(std::tolower(static_cast<unsigned char>(c)));
    return t.size() == 4 && t[0] >= 'a' && t[0] <= 'i' && t[1] >= '0' && t[1] <= '9' &&
           t[2] >= 'a' && t[2] <= 'i' && t[3] >= '0' && t[3] <= '9' &&
           (s.size() == 4 || (s.size() == 5 && s[2] == '-'));
}

const char* sideName(Side s) {
    return s == White ? "red" : "black";
}

std::string describePiece(Piece p) {
    return std::string(sideName(sideOf(p))) + " " + pieceName(typeOf(p));
}

} // namespace

// ---- Writing ----

// Jieqi: a move that turns a piece face up carries its identity (Move::promotion).
char fenLetter(PieceType t) {
    constexpr std::string_view letters = " pnbr?kac"; // indexed by PieceType
    return t < letters.size() ? letters[t] : '?';
}

std::string iccs(Move m) {
    if (m.kind() == Move::Drop) return "S@" + squareName(m.to()); // the stone, in every notation
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.promotion() != NoPieceType) s += fenLetter(m.promotion()); // jieqi: "a0a1r"
    return s;
}

std::string wxf(const XiangqiPosition& pos, Move m) {
    if (m.kind() == Move::Drop) return iccs(m);
    if (m.promotion() != NoPieceType) // jieqi: "R9+1=H"
        return wxf(pos, Move(m.from(), m.to())) + '=' + wxfLetter(m.promotion());
    const Description d = describe(pos, m);
    std::string s;
    if (d.type == Pawn && d.count >= 2 && (d.count >= 3 || d.tandemFiles >= 2)) {
        s += char('0' + d.index);
        s += char('0' + d.file);
    } else {
        s += wxfLetter(d.type);
        if (!needsTandemMarker(d)) {
            s += char('0' + d.file);
        } else if (d.count >= 3) {
            // Three on a file (jieqi: two revealed ones join the face-down one of their kind):
            // the position from the front, then the file, as soldiers are written (R23=5).
            s += char('0' + d.index);
            s += char('0' + d.file);
        } else {
            // Two files with a pair of them (jieqi's roaming elephants and advisors): the file
            // goes before the marker, as for soldiers on two files (E7-+5).
            if (d.tandemFiles >= 2) s += char('0' + d.file);
            s += d.index == 1 ? '+' : '-';
        }
    }
    s += d.direction;
    s += char('0' + d.number);
    return s;
}

std::string chinese(const XiangqiPosition& pos, Move m, Script script) {
    if (m.kind() == Move::Drop) return iccs(m);
    if (m.promotion() != NoPieceType) // jieqi: "车九进一=马"
        return chinese(pos, Move(m.from(), m.to()), script) + '=' +
               pieceCharacter(m.promotion(), sideOf(pos.pieceAt(m.from())), script);
    const Description d = describe(pos, m);
    const bool traditional = script == Script::Traditional;
    const char* piece = pieceCharacter(d.type, d.side, script);
    const char* front = "前";
    const char* middle = "中";
    const char* rear = traditional ? "後" : "后";
    std::string s;
    if (!needsTandemMarker(d)) {
        s = std::string(piece) + chineseNumber(d.side, d.file);
    } else if (d.type == Pawn && d.tandemFiles >= 2) {
        s = std::string(ChineseNumerals[d.joint]) + piece;
    } else if (d.count >= 4) {
        s = std::string(ChineseNumerals[d.index]) + piece;
    } else {
        const char* marker = d.index == 1 ? front : d.index == d.count ? rear : middle;
        s = std::string(marker) + piece;
        // Pairs on two files (jieqi): the file follows the piece, as WXF puts it before the
        // marker (前车９退１).
        if (d.tandemFiles >= 2) s += chineseNumber(d.side, d.file);
    }
    s += d.direction == '+' ? (traditional ? "進" : "进") : d.direction == '-' ? "退" : "平";
    s += chineseNumber(d.side, d.number);
    return s;
}

std::string algebraic(const XiangqiPosition& pos, Move m) {
    if (m.kind() == Move::Drop) return iccs(m);
    if (m.promotion() != NoPieceType)
        return algebraic(pos, Move(m.from(), m.to())) + '=' + wxfLetter(m.promotion());
    const Piece p = pos.pieceAt(m.from());
    const PieceType type = typeOf(p);
    auto rankText = [](Square s) { return std::to_string(rankOf(s) + 1); };
    std::string s(1, wxfLetter(type));

    MoveList moves;
    pos.generateLegal(moves);
    const auto isRival = [&](Move o) { return typeOf(pos.pieceAt(o.from())) == type; };
    switch (sanDisambiguation(
        moves, m, isRival, [](Square sq) { return fileOf(sq); },
        [](Square sq) { return rankOf(sq); })) {
    case Disambiguation::None: break;
    case Disambiguation::File: s += char('a' + fileOf(m.from())); break;
    case Disambiguation::Rank: s += rankText(m.from()); break;
    case Disambiguation::FileAndRank: s += char('a' + fileOf(m.from())) + rankText(m.from()); break;
    }
    if (pos.isCapture(m)) s += 'x';
    s += char('a' + fileOf(m.to())) + rankText(m.to());

    XiangqiPosition after = pos;
    after.makeMove(m);
    if (after.inCheck()) {
        MoveList replies;
        after.generateLegal(replies);
        s += replies.empty() ? '#' : '+';
    }
    return s;
}

// ---- Reading ----

// Every notation but jieqi's "=piece" suffix (parse() handles that first).
Move parseBase(const XiangqiPosition& pos, std::string_view text, std::string* error);

Move parse(const XiangqiPosition& pos, std::string_view text, std::string* error) {
    auto failWith = [&](const std::string& why) {
        if (error) *error = "'" + std::string(text) + "' " + why;
        return Move();
    };
    if (pos.rules().jieqi) {
        // A revealing move may name what it reveals: "a0a1r" (ICCS), "R9+1=H", "车九进一=马".
        std::string_view base = text;
        PieceType named = NoPieceType;
        const size_t eq = text.rfind('=');
        if (eq != std::string_view::npos && eq > 0 && eq + 1 < text.size()) {
            // (WXF writes a sideways move with '=' too: "C2=5" names no piece.)
            const std::string_view tail = text.substr(eq + 1);
            named = tail.size() == 1 ? typeFromLetter(tail[0]) : NoPieceType;
            if (named == NoPieceType) {
                std::u32string c;
                if (decodeUtf8(tail, c) && c.size() == 1) named = chinesePiece(c[0]);
            }
            if (named != NoPieceType) base = text.substr(0, eq);
        }
        if (named != NoPieceType) {
            // the base move is read below
        } else if (text.size() == 5 && isIccs(text.substr(0, 4))) {
            base = text.substr(0, 4);
            named = typeFromLetter(text[4]);
            if (named == NoPieceType) return failWith("ends in an unknown piece letter");
        }
        if (named != NoPieceType || base.size() == 4) {
            Move m = parseBase(pos, base, error);
            if (m.isNull()) return m;
            const bool reveals = pos.isHidden(m.from());
            if (named == NoPieceType) return m;
            if (!reveals)
                return failWith("names a piece, but the piece on " + squareName(m.from()) +
                                " is face up already");
            if (named == King) return failWith("reveals a general: generals never lie face down");
            const PieceType known = pos.hiddenIdentity(m.from());
            if (known != NoPieceType && known != named)
                return failWith(std::string("is not what the move reveals: the piece is a ") +
                                pieceName(known) + ", not a " + pieceName(named));
            return Move(m.from(), m.to(), Move::Normal, named);
        }
    }
    return parseBase(pos, text, error);
}

Move parseBase(const XiangqiPosition& pos, std::string_view text, std::string* error) {
    auto failWith = [&](const std::string& why) {
        if (error) *error = "'" + std::string(text) + "' " + why;
        return Move();
    };

    std::u32string cps;
    if (!decodeUtf8(text, cps)) return failWith("is not valid UTF-8 text");
    // Drop annotations that no notation uses for itself.
    while (!cps.empty() && (cps.back() == U'!' || cps.back() == U'?')) cps.pop_back();
    if (cps.empty()) return failWith("is not a move");

    MoveList legal;
    pos.generateLegal(legal);
    const Side us = pos.sideToMove();

    bool ascii = true;
    std::string plain;
    for (char32_t c : cps) {
        if (c >= 0x80) ascii = false;
        plain += char(c);
    }

    // Stone xiangqi: the stone's move as "S@e5" ("@e5"), or from the stone's point ("e4e5").
    if (pos.rules().stone && ascii) {
        std::string_view t = plain;
        if (t.size() == 4 && (t[0] == 'S' || t[0] == 's') && t[1] == '@') t.remove_prefix(1);
        Square target = NoSquare;
        if (t.size() == 3 && t[0] == '@' && isIccs("a0" + std::string(t.substr(1))))
            target = makeSquare(t[1] - 'a', t[2] - '0');
        else if (isIccs(plain) && plain.size() == 4 && pos.stoneSquare() != NoSquare &&
                 makeSquare(std::tolower(plain[0]) - 'a', plain[1] - '0') == pos.stoneSquare())
            target = makeSquare(std::tolower(plain[2]) - 'a', plain[3] - '0');
        if (target != NoSquare) {
            const Move m(target, target, Move::Drop, Stone);
            if (legal.contains(m)) return m;
            if (!pos.midTurn())
                return failWith("is not legal: the stone moves after the side's own move, as the "
                                "turn's second part (e.g. 'h2e2,S@e5')");
            return failWith("is not legal: the stone can only move to an empty point, and " +
                            squareName(target) + " is not empty");
        }
        if (pos.midTurn())
            return failWith("is not legal: the stone must be moved now (e.g. 'S@e5')");
    }

    // ICCS coordinates: h2e2, H2-E2.
    if (ascii && isIccs(plain)) {
        std::string t;
        for (char c : plain)
            if (c != '-') t += char(std::tolower(static_cast<unsigned char>(c)));
        const Square from = makeSquare(t[0] - 'a', t[1] - '0');
        const Square to = makeSquare(t[2] - 'a', t[3] - '0');
        const Move m(from, to);
        for (Move l : legal) // (a jieqi move that reveals carries the identity)
            if (l.from() == from && l.to() == to && l.kind() == Move::Normal) return l;
        const Piece p = pos.pieceAt(from);
        if (!p) return failWith("is not legal: there is no piece on " + squareName(from));
        if (sideOf(p) != us)
            return failWith("is not legal: the " + describePiece(p) + " on " + squareName(from) +
                            " does not belong to the side to move (" + sideName(us) + ")");
        if (pos.rules().doubleStep && pos.midTurn() && pos.pieceAt(to) != NoPiece)
            return failWith("is not legal: the second step of a double step cannot capture");
        MoveList pseudo;
        pos.generatePseudoLegal(pseudo);
        if (!pseudo.contains(m))
            return failWith("is not legal: the " + describePiece(p) + " on " + squareName(from) +
                            " cannot move to " + squareName(to));
        if (pos.exposesGenerals(m))
            return failWith("is not legal: the generals would face each other on an open file");
        return failWith(std::string("is not legal: it leaves the ") + sideName(us) +
                        " general in check");
    }

    std::vector<Query> alternatives;
    AlgebraicQuery algebraicQuery;
    bool isAlgebraic = false;
    if (ascii) {
        bool isWxf = parseWxf(plain, alternatives);
        isAlgebraic = parseAlgebraic(plain, algebraicQuery);
        if (!isWxf && !isAlgebraic)
            return failWith("is not a move in ICCS, WXF, Chinese or algebraic notation");
    } else if (!parseChinese(cps, alternatives)) {
        return failWith("is not a move in Chinese notation (piece, file, direction, number, "
                        "e.g. 炮二平五)");
    }

    std::vector<Description> descriptions;
    for (Move m : legal) descriptions.push_back(describe(pos, m));
    for (const Query& q : alternatives) {
        Move found;
        int count = 0;
        std::string fits;
        for (int i = 0; i < legal.size(); ++i) {
            if (!matches(q, descriptions[size_t(i)])) continue;
            found = legal[i];
            fits += (count++ ? " and " : "") + iccs(legal[i]);
        }
        if (count == 1) return found;
        if (count > 1) return failWith("is ambiguous: it fits " + fits);
    }

    if (isAlgebraic) {
        Move found;
        int count = 0;
        for (Move m : legal) {
            if (m.to() != algebraicQuery.to || typeOf(pos.pieceAt(m.from())) != algebraicQuery.type)
                continue;
            if (algebraicQuery.fromFile >= 0 && fileOf(m.from()) != algebraicQuery.fromFile)
                continue;
            if (algebraicQuery.fromRank >= 0 && rankOf(m.from()) != algebraicQuery.fromRank)
                continue;
            found = m;
            ++count;
        }
        if (count == 1) return found;
        if (count > 1) return failWith("is ambiguous");
    }
    return failWith(std::string("is not a legal move for ") + sideName(us) + " in this position");
}

} // namespace arbiter::xqnotation
