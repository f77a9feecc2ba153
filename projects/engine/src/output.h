// Line output shared by the input thread and the search thread: whole lines, flushed at once.
#pragma once

#include <mutex>
#include <ostream>
#include <string_view>

namespace arbiter::engine {

class Output {
public:
    explicit Output(std::ostream& stream) : m_stream(stream) {}

    void line(std::string_view text) {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stream << text << '\n';
        m_stream.flush();
    }

private:
    std::ostream& m_stream;
    std::mutex m_mutex;
};

} // namespace arbiter::engine
