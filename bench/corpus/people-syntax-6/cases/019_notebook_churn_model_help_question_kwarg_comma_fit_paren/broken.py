import pandas as pd
from sklearn.model_selection import train_test_split
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import classification_report

churn = pd.read_csv("telco_churn.csv")
churn = churn.dropna()
X = pd.get_dummies(churn.drop(columns=["customer_id", "churn"]), drop_first=True)
y = churn["churn"].map({"Yes": 1, "No": 0})

train_test_split?
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=42, stratify=y)

model = RandomForestClassifier(
    n_estimators=300,
    max_depth=8
    class_weight="balanced",
    random_state=42,
)
model.fit(X_train, y_train
print(classification_report(y_test, model.predict(X_test)))

importances = pd.Series(model.feature_importances_, index=X.columns)
print(importances.sort_values(ascending=False).head(15))
