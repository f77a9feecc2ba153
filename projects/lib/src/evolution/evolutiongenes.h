// The genes of evolutionary tuning (-tournament evolution): engine options that differ between
// the members of a population. A spin gene takes the values min, min+step, ... up to max; a
// check gene is on or off. A genome is one value per gene, in the order the genes were given.
#pragma once

#include "tournament/pairing/seededrandom.h"

#include <QString>
#include <QtGlobal>
#include <vector>

namespace arbiter {

struct GeneSpec {
    enum class Kind { Spin, Check };

    QString option; // the engine option's name
    Kind kind = Kind::Spin;
    qint64 min = 0;
    qint64 max = 1;
    qint64 step = 1;

    // Reads "option.NAME=MIN:MAX[:STEP]" or "option.NAME=check". On failure returns false and
    // *error says what is wrong with the text.
    static bool parse(const QString& text, GeneSpec* gene, QString* error);
    // The form parse() reads back.
    QString toString() const;
    // How many values the gene can take (check: 2).
    qint64 valueCount() const { return kind == Kind::Check ? 2 : (max - min) / step + 1; }
    // The value as sent to the engine: a number, or "true"/"false" for a check gene.
    QString valueText(qint64 value) const;
    bool allows(qint64 value) const;
};

using Genome = std::vector<qint64>; // one value per gene (check genes: 0 or 1)

// Every gene drawn uniformly from its values.
Genome randomGenome(const std::vector<GeneSpec>& genes, SeededRandom& rng);
// A copy with one gene changed: a check gene flips, a spin gene moves by 1 to a quarter of its
// range (in steps) up or down, staying inside the range. A gene with a single value cannot
// change, so the copy may equal the original only when no gene can.
Genome mutate(const std::vector<GeneSpec>& genes, const Genome& genome, SeededRandom& rng);
// Uniform crossover: each gene from one parent or the other with probability 1/2.
Genome crossover(const Genome& a, const Genome& b, SeededRandom& rng);
// "NAME=VALUE NAME=VALUE ...".
QString genomeText(const std::vector<GeneSpec>& genes, const Genome& genome);

} // namespace arbiter
