// Interned strings for a game database: player names, events, sites and the like repeat across
// thousands of games, so each distinct text is stored once and games keep 32-bit ids. Filters
// test each distinct text once (e.g. a name search) and then games by id.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace arbiter {

class StringPool {
public:
    StringPool() { intern({}); } // id 0 is the empty text

    uint32_t intern(std::string_view text) {
        const auto it = m_ids.find(text);
        if (it != m_ids.end()) return it->second;
        const auto id = uint32_t(m_texts.size());
        m_texts.emplace_back(text);
        m_ids.emplace(std::string_view(m_texts.back()), id);
        return id;
    }
    const std::string& text(uint32_t id) const { return m_texts[id]; }
    size_t size() const { return m_texts.size(); }

private:
    // std::vector<std::string> would move short strings (small-string buffers) on growth and
    // leave the map's views dangling: keep them in fixed blocks.
    class Texts {
    public:
        void emplace_back(std::string_view t) {
            if (m_blocks.empty() || m_blocks.back().size() == BlockSize) {
                m_blocks.emplace_back();
                m_blocks.back().reserve(BlockSize);
            }
            m_blocks.back().emplace_back(t);
            ++m_size;
        }
        const std::string& back() const { return m_blocks.back().back(); }
        const std::string& operator[](uint32_t i) const {
            return m_blocks[i / BlockSize][i % BlockSize];
        }
        size_t size() const { return m_size; }

    private:
        static constexpr size_t BlockSize = 4096;
        std::vector<std::vector<std::string>> m_blocks;
        size_t m_size = 0;
    };

    Texts m_texts;
    std::unordered_map<std::string_view, uint32_t> m_ids;
};

} // namespace arbiter
