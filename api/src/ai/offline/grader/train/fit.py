"""Fits the offline grader's combiner (api/src/ai/offline/grader/combiner.ts) on training data only.

    /usr/bin/python3 api/src/ai/offline/grader/train/fit.py OUT.json FEATURES.jsonl [FEATURES.jsonl ...]

Each FEATURES.jsonl is what train/features.ts writes for a training set. A logistic regression
(scikit-learn, lbfgs, seed 0) over the features; its regularisation C and the decision threshold
are chosen by 5-fold cross-validation grouped by question (no question in two folds), on the
training files only. The threshold is the one that gives the best out-of-fold macro-F1 once the
product's rules are applied (the caps; a contradiction keeps at most the rubric's score; an
answer saying every idea of the rubric keeps the rubric's score; no features means the rubric's
score stands). The exported intercept is moved so that the product's pass mark, 0.7, falls
on that threshold. Weights are exported on the raw features (the scaling folded in). Prints the
cross-validated figures it chose by; nothing here reads a test split.
"""

import json
import math
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import f1_score, roc_auc_score
from sklearn.model_selection import GroupKFold
from sklearn.preprocessing import StandardScaler

SEED = 0
PASS_SCORE = 0.7
C_VALUES = [0.01, 0.1, 1.0, 10.0]


def load(paths):
    """The rows, and the features' names in order as features.ts wrote them (answer-features.ts)."""
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    row = json.loads(line)
                    row["source"] = path
                    rows.append(row)
    names = rows[0]["featureNames"]
    if any(row["featureNames"] != names for row in rows):
        raise SystemExit("The feature files were written by different versions of features.ts")
    for row in rows:
        row["contradicted"] = row["features"] is not None and row["features"][names.index("contradicted")] == 1
    return rows, names


def logit(p):
    return math.log(p / (1 - p))


def final_scores(probabilities, rows, shift=0.0):
    """The product's score (grader/index.ts): the combiner under the caps, a complete answer keeping the rubric's score."""
    scores = []
    for p, row in zip(probabilities, rows):
        if row["features"] is None:
            scores.append(row["rubricScore"])
            continue
        shifted = 1 / (1 + math.exp(-(logit(min(max(p, 1e-9), 1 - 1e-9)) + shift)))
        score = min(shifted, row["cap"])
        if row["contradicted"]:
            score = min(score, row["rubricScore"])
        if row["complete"]:
            score = max(score, row["rubricScore"])
        scores.append(score)
    return np.array(scores)


def macro_f1(labels, scores, mark=PASS_SCORE):
    return f1_score(labels, scores >= mark, average="macro")


def out_of_fold(rows, c, folds=5):
    """Out-of-fold probabilities (rows without features get 0), grouped by question."""
    usable = [i for i, row in enumerate(rows) if row["features"] is not None]
    x = np.array([rows[i]["features"] for i in usable], dtype=float)
    y = np.array([1 if rows[i]["label"] >= 0.5 else 0 for i in usable])
    groups = np.array([rows[i]["source"] + "|" + rows[i]["group"] for i in usable])
    probabilities = np.zeros(len(rows))
    # The smoke sample has fewer questions than folds.
    for train, test in GroupKFold(n_splits=min(folds, len(set(groups)))).split(x, y, groups):
        scaler = StandardScaler().fit(x[train])
        model = LogisticRegression(C=c, max_iter=2000, random_state=SEED).fit(scaler.transform(x[train]), y[train])
        predicted = model.predict_proba(scaler.transform(x[test]))[:, 1]
        for index, p in zip(test, predicted):
            probabilities[usable[index]] = p
    return probabilities


def best_threshold(labels, probabilities, rows):
    """The threshold t on the probability whose product scores give the best macro-F1."""
    best = (-1.0, 0.5)
    for t in np.arange(0.2, 0.81, 0.01):
        shift = logit(PASS_SCORE) - logit(t)
        f1 = macro_f1(labels, final_scores(probabilities, rows, shift))
        if f1 > best[0] + 1e-9:
            best = (f1, float(t))
    return best


def fit(paths):
    rows, names = load(paths)
    labels = np.array([1 if row["label"] >= 0.5 else 0 for row in rows])
    chosen = None
    for c in C_VALUES:
        probabilities = out_of_fold(rows, c)
        f1, threshold = best_threshold(labels, probabilities, rows)
        auc = roc_auc_score(labels, final_scores(probabilities, rows, logit(PASS_SCORE) - logit(threshold)))
        print(f"C={c}: cross-validated macro-F1 {f1:.3f} at threshold {threshold:.2f}, AUC {auc:.3f}", file=sys.stderr)
        if chosen is None or f1 > chosen["f1"] + 1e-9:
            chosen = {"c": c, "f1": f1, "threshold": threshold, "auc": auc, "probabilities": probabilities}

    shift = logit(PASS_SCORE) - logit(chosen["threshold"])
    cv_scores = final_scores(chosen["probabilities"], rows, shift)
    for path in paths:
        mask = np.array([row["source"] == path for row in rows])
        print(
            f"  {path}: cross-validated macro-F1 {macro_f1(labels[mask], cv_scores[mask]):.3f}, "
            f"AUC {roc_auc_score(labels[mask], cv_scores[mask]):.3f} (n={mask.sum()})",
            file=sys.stderr,
        )
    overlap = np.array([row["overlap"] for row in rows])
    overlap_threshold = max(np.arange(0.05, 1.0, 0.05), key=lambda t: f1_score(labels, overlap >= t, average="macro"))

    usable = [row for row in rows if row["features"] is not None]
    x = np.array([row["features"] for row in usable], dtype=float)
    y = np.array([1 if row["label"] >= 0.5 else 0 for row in usable])
    scaler = StandardScaler().fit(x)
    model = LogisticRegression(C=chosen["c"], max_iter=2000, random_state=SEED).fit(scaler.transform(x), y)
    weights = model.coef_[0] / scaler.scale_
    intercept = float(model.intercept_[0] - np.sum(model.coef_[0] * scaler.mean_ / scaler.scale_)) + shift
    return {
        "features": names,
        "weights": [round(float(w), 6) for w in weights],
        "intercept": round(intercept, 6),
        "fitted": {
            "model": "logistic regression (scikit-learn, lbfgs, L2)",
            "seed": SEED,
            "C": chosen["c"],
            "answers": len(rows),
            "withFeatures": len(usable),
            "threshold": round(chosen["threshold"], 2),
            "crossValidatedMacroF1": round(chosen["f1"], 3),
            "crossValidatedAuc": round(chosen["auc"], 3),
            "wordOverlapThreshold": round(float(overlap_threshold), 2),
        },
    }


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    result = fit(sys.argv[2:])
    with open(sys.argv[1], "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2)
        handle.write("\n")
    print(json.dumps(result["fitted"]), file=sys.stderr)
