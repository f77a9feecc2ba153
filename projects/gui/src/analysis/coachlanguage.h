// The language the coach's sentences (analysis/factsentences.h) are read in: the GUI's
// (docs/gui-analysis.md, "The coach"). The Explain dock and the Review window both ask it.
#pragma once

#include "analysis/factsentences.h"
#include "gui/app/language.h"

namespace arbiter::gui {

inline coach::Language coachLanguage() {
    switch (currentLanguage()) {
    case Language::English: return coach::Language::English;
    case Language::SimplifiedChinese: return coach::Language::Chinese;
    case Language::TraditionalChinese: return coach::Language::ChineseTraditional;
    }
    return coach::Language::English;
}

} // namespace arbiter::gui
