// Xiangqi variants register here (being written; see issue "Xiangqi").
#include "variant.h"

namespace arbiter {
void registerXiangqiVariants() {}
} // namespace arbiter
