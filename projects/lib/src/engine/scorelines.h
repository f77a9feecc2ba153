#pragma once

#include <QByteArray>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <string_view>

namespace arbiter {

// A search's scoring info lines as the engine wrote them (bytes, without line breaks), kept in
// one buffer, each line followed by a '\n' (no engine line holds one: lines are split there).
// With fastchess's PV checks on, every scoring line of every search is kept and read again
// after the move (tournament/output/fastchesspvcheck.h): one growing buffer per search instead
// of a string per line, and no conversion of each line to UTF-16 that the checks would only
// read back as ASCII words. Copies share the buffer (QByteArray is implicitly shared).
class ScoreLines {
public:
    ScoreLines() = default;
    ScoreLines(std::initializer_list<std::string_view> lines) {
        for (std::string_view line : lines) append(line);
    }

    void append(std::string_view line) {
        // A search's lines, mostly, in one allocation of glibc's small sizes: under 1 KiB with
        // Qt's header and malloc's (a request of a kilobyte or more makes glibc's malloc
        // consolidate its free chunks first, about once per ply).
        if (m_text.capacity() == 0) m_text.reserve(960);
        m_text.append(line.data(), qsizetype(line.size()));
        m_text.append('\n');
    }
    void clear() { m_text.clear(); }
    bool isEmpty() const { return m_text.isEmpty(); }

    // The lines in order; a line (std::string_view) stays valid while this object and its
    // copies are left unchanged.
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = std::string_view;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = std::string_view;

        const_iterator() = default;
        std::string_view operator*() const {
            return std::string_view(m_line, size_t(m_lineEnd - m_line));
        }
        const_iterator& operator++() {
            m_line = m_lineEnd + 1;
            m_lineEnd = lineEnd();
            return *this;
        }
        bool operator==(const const_iterator& o) const { return m_line == o.m_line; }
        bool operator!=(const const_iterator& o) const { return m_line != o.m_line; }

    private:
        friend class ScoreLines;
        const_iterator(const char* line, const char* end)
            : m_line(line), m_end(end), m_lineEnd(lineEnd()) {}
        // The line's '\n' (the end itself past the last line).
        const char* lineEnd() const {
            if (m_line == m_end) return m_end;
            return static_cast<const char*>(std::memchr(m_line, '\n', size_t(m_end - m_line)));
        }
        const char* m_line = nullptr;
        const char* m_end = nullptr;
        const char* m_lineEnd = nullptr; // found once per line
    };
    const_iterator begin() const { return {data(), data() + m_text.size()}; }
    const_iterator end() const { return {data() + m_text.size(), data() + m_text.size()}; }

private:
    const char* data() const { return m_text.constData(); }

    QByteArray m_text;
};

} // namespace arbiter
