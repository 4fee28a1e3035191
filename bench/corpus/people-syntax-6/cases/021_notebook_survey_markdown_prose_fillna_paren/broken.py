import pandas as pd

# Cleaning the survey data
Export of the feedback form, downloaded 2 April. One row per submission,
some people submitted twice.

survey = pd.read_excel("survey_2024.xlsx", sheet_name="responses")
survey.columns = [c.strip().lower().replace(" ", "_") for c in survey.columns]
print(survey.shape)

## Drop duplicates
Keep the **last** submission of each respondent.

survey = survey.sort_values("submitted_at").drop_duplicates(subset="respondent_id", keep="last")

## Fill missing ages with the median

survey["age"].fillna(survey["age"].median(), inplace=True
survey["age_group"] = pd.cut(survey["age"], bins=[0, 25, 35, 50, 65, 120],
                             labels=["<25", "25-34", "35-49", "50-64", "65+"])

## Satisfaction by age group
Scale is 1 (very unhappy) to 5 (very happy).

summary = survey.groupby("age_group")["satisfaction"].agg(["mean", "count"])
print(summary)
summary.to_csv("satisfaction_by_age.csv")
